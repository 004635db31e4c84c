import { archiveQuote, type Quote, unarchiveQuote } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { storeQuote } from "./get-quote.ts";

/** Archives (archived: true) or brings back (false) a quote. */
export function postQuoteArchived(quoteId: string, archived: boolean): Promise<Quote> {
  return callApi(archived ? archiveQuote : unarchiveQuote, { params: { id: quoteId } });
}

export function useSetQuoteArchived(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (archived: boolean) => postQuoteArchived(quoteId, archived),
    onSuccess: (quote) => storeQuote(queryClient, quote),
  });
}
