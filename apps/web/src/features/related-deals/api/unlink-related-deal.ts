import { type RelatedDeal, unlinkRelatedDeal } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { relatedDealsQueryKey } from "./list-related-deals.ts";

export function deleteRelatedDeal(dealId: string, relatedDealId: string) {
  return callApi(unlinkRelatedDeal, { params: { id: dealId, relatedDealId } });
}

export function useUnlinkRelatedDeal(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (relatedDealId: string) => deleteRelatedDeal(dealId, relatedDealId),
    onSuccess: (_ok, relatedDealId) => {
      queryClient.setQueryData<RelatedDeal[]>(relatedDealsQueryKey(dealId), (list) =>
        list?.filter((deal) => deal.id !== relatedDealId),
      );
      void queryClient.invalidateQueries({ queryKey: relatedDealsQueryKey(relatedDealId) });
    },
  });
}
