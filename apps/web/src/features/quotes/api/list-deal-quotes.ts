import { listDealQuotes, type QuoteListItem } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { quoteKeys } from "./quote-keys.ts";

export function fetchDealQuotes(
  dealId: string,
  archived: boolean,
  signal?: AbortSignal,
): Promise<QuoteListItem[]> {
  return callApi(listDealQuotes, {
    params: { id: dealId },
    query: { archived: archived ? "true" : "false" },
    signal,
  });
}

export function getDealQuotesQueryOptions(dealId: string, archived: boolean) {
  return queryOptions({
    queryKey: quoteKeys.dealQuoteList(dealId, archived),
    queryFn: ({ signal }) => fetchDealQuotes(dealId, archived, signal),
  });
}

/** A deal's quotes; the archived ones instead when `archived`. */
export function useDealQuotes(dealId: string, archived: boolean) {
  return useQuery(getDealQuotesQueryOptions(dealId, archived));
}
