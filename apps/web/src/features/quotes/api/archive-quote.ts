import { archiveQuote, type Quote } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { storeQuote } from "./get-quote.ts";

export function postQuoteArchive(quoteId: string): Promise<Quote> {
  return callApi(archiveQuote, { params: { id: quoteId } });
}

export function useArchiveQuote(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postQuoteArchive(quoteId),
    onSuccess: (quote) => storeQuote(queryClient, quote),
  });
}
