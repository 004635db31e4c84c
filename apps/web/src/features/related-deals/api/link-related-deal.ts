import { linkRelatedDeal, type RelatedDeal } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { relatedDealsQueryKey } from "./list-related-deals.ts";

export function postRelatedDeal(dealId: string, relatedDealId: string): Promise<RelatedDeal[]> {
  return callApi(linkRelatedDeal, { params: { id: dealId }, body: { relatedDealId } });
}

/** A link is symmetric: the other deal's list changes too. */
export function useLinkRelatedDeal(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (relatedDealId: string) => postRelatedDeal(dealId, relatedDealId),
    onSuccess: (list, relatedDealId) => {
      queryClient.setQueryData(relatedDealsQueryKey(dealId), list);
      void queryClient.invalidateQueries({ queryKey: relatedDealsQueryKey(relatedDealId) });
    },
  });
}
