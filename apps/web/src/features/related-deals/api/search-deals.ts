import { type RelatedDeal, searchDeals } from "@portal/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";

export const dealSearchQueryKey = (search: string, excludeId: string) =>
  ["related-deals", "search", excludeId, search] as const;

export function fetchDealSearch(
  search: string,
  excludeId: string,
  signal?: AbortSignal,
): Promise<RelatedDeal[]> {
  return callApi(searchDeals, { query: { search: search || undefined, excludeId }, signal });
}

export function getDealSearchQueryOptions(search: string, excludeId: string) {
  return queryOptions({
    queryKey: dealSearchQueryKey(search, excludeId),
    queryFn: ({ signal }) => fetchDealSearch(search, excludeId, signal),
  });
}

/** Deals to link, by name, number or sidemark; the last answer stays while a new search loads. */
export function useDealSearch(search: string, excludeId: string) {
  return useQuery({ ...getDealSearchQueryOptions(search, excludeId), placeholderData: keepPreviousData });
}
