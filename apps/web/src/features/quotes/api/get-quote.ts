import { getQuote, type Quote } from "@portal/contract";
import { type QueryClient, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { quoteKeys } from "./quote-keys.ts";

export function fetchQuote(quoteId: string, signal?: AbortSignal): Promise<Quote> {
  return callApi(getQuote, { params: { id: quoteId }, signal });
}

export function getQuoteQueryOptions(quoteId: string) {
  return queryOptions({
    queryKey: quoteKeys.detail(quoteId),
    queryFn: ({ signal }) => fetchQuote(quoteId, signal),
  });
}

export function useQuote(quoteId: string) {
  return useQuery(getQuoteQueryOptions(quoteId));
}

/** Marks the quote stale so it loads again (after a line changed, or someone else saved first). */
export function useRefreshQuote(quoteId: string): () => void {
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: quoteKeys.detail(quoteId) }),
    [queryClient, quoteId],
  );
}

/** A saved quote: its page shows the answer at once; its deal's quote lists load again. */
export function storeQuote(queryClient: QueryClient, quote: Quote): void {
  queryClient.setQueryData(quoteKeys.detail(quote.id), quote);
  void queryClient.invalidateQueries({ queryKey: quoteKeys.dealQuotes(quote.context.deal.id) });
}
