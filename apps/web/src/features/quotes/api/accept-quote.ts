import { acceptQuote, type Quote } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { storeQuote } from "./get-quote.ts";

/** `signature`: the drawn signature as a PNG data URL, or none. */
export function postAcceptQuote(quoteId: string, signature: string | null): Promise<Quote> {
  return callApi(acceptQuote, { params: { id: quoteId }, body: { signature } });
}

export function useAcceptQuote(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (signature: string | null) => postAcceptQuote(quoteId, signature),
    onSuccess: (quote) => storeQuote(queryClient, quote),
  });
}
