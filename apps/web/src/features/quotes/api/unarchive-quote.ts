import { type Quote, unarchiveQuote } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { storeQuote } from "./get-quote.ts";

/** Brings an archived quote back. */
export function postQuoteUnarchive(quoteId: string): Promise<Quote> {
  return callApi(unarchiveQuote, { params: { id: quoteId } });
}

export function useUnarchiveQuote(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postQuoteUnarchive(quoteId),
    onSuccess: (quote) => storeQuote(queryClient, quote),
  });
}
