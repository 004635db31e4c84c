import { cloneQuote, type Quote } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { storeQuote } from "./get-quote.ts";

/** A new Draft with the quote's lines, priced afresh; answers the copy. */
export function postCloneQuote(quoteId: string): Promise<Quote> {
  return callApi(cloneQuote, { params: { id: quoteId } });
}

export function useCloneQuote(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postCloneQuote(quoteId),
    onSuccess: (quote) => storeQuote(queryClient, quote),
  });
}
