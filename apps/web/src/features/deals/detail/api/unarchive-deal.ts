import { type Deal, unarchiveDeal } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../../shared/api-client/api-client.ts";
import { storeDeal } from "./get-deal.ts";

/** Brings an archived deal back. */
export function postDealUnarchive(dealId: string): Promise<Deal> {
  return callApi(unarchiveDeal, { params: { id: dealId } });
}

export function useUnarchiveDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDealUnarchive,
    onSuccess: (deal) => storeDeal(queryClient, deal),
  });
}
