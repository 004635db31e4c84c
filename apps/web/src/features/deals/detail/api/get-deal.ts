import { type Deal, getDeal } from "@portal/contract";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../../shared/api-client/api-client.ts";
import { dealKeys } from "../../api/deal-keys.ts";

export function fetchDeal(dealId: string, signal?: AbortSignal): Promise<Deal> {
  return callApi(getDeal, { params: { id: dealId }, signal });
}

export function getDealQueryOptions(dealId: string) {
  return queryOptions({
    queryKey: dealKeys.detail(dealId),
    queryFn: ({ signal }) => fetchDeal(dealId, signal),
  });
}

export function useDeal(dealId: string) {
  return useQuery(getDealQueryOptions(dealId));
}

/** A saved deal: the detail shows the answer at once; its board shows it on its next visit. */
export function storeDeal(queryClient: QueryClient, deal: Deal): void {
  queryClient.setQueryData(dealKeys.detail(deal.id), deal);
  void queryClient.invalidateQueries({ queryKey: dealKeys.boards(deal.workflowId), refetchType: "none" });
}
