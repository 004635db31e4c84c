import { listRelatedDeals, type RelatedDeal } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";

export const relatedDealsQueryKey = (dealId: string) => ["related-deals", dealId] as const;

export function fetchRelatedDeals(dealId: string, signal?: AbortSignal): Promise<RelatedDeal[]> {
  return callApi(listRelatedDeals, { params: { id: dealId }, signal });
}

export function getRelatedDealsQueryOptions(dealId: string) {
  return queryOptions({
    queryKey: relatedDealsQueryKey(dealId),
    queryFn: ({ signal }) => fetchRelatedDeals(dealId, signal),
  });
}

export function useRelatedDeals(dealId: string) {
  return useQuery(getRelatedDealsQueryOptions(dealId));
}
