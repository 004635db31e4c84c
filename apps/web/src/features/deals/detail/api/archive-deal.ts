import { archiveDeal, type Deal } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../../shared/api-client/api-client.ts";
import { storeDeal } from "./get-deal.ts";

export function postDealArchive(dealId: string): Promise<Deal> {
  return callApi(archiveDeal, { params: { id: dealId } });
}

export function useArchiveDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDealArchive,
    onSuccess: (deal) => storeDeal(queryClient, deal),
  });
}
