import { type CallBody, type Deal, updateDeal } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../../shared/api-client/api-client.ts";
import { storeDeal } from "./get-deal.ts";

export type UpdateDealInput = { dealId: string; body: CallBody<typeof updateDeal> };

export function putDeal({ dealId, body }: UpdateDealInput): Promise<Deal> {
  return callApi(updateDeal, { params: { id: dealId }, body });
}

/** Saves the details; a 409 (someone saved first) is left to the form, which reloads the deal. */
export function useUpdateDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putDeal,
    onSuccess: (deal) => storeDeal(queryClient, deal),
  });
}
