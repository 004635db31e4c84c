import { archiveDeal, type Deal, unarchiveDeal } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../../shared/api-client/api-client.ts";
import { storeDeal } from "./get-deal.ts";

export type ArchiveDealInput = { dealId: string; archived: boolean };

/** Archives (archived: true) or brings back (false) a deal. */
export function postDealArchived({ dealId, archived }: ArchiveDealInput): Promise<Deal> {
  return callApi(archived ? archiveDeal : unarchiveDeal, { params: { id: dealId } });
}

export function useSetDealArchived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDealArchived,
    onSuccess: (deal) => storeDeal(queryClient, deal),
  });
}
