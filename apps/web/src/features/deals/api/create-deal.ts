import { createDeal, type Deal } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { dealKeys } from "./deal-keys.ts";

export type CreateDealInput = { workflowId: string; name: string; description: string; statusId?: string };

export function postDeal(input: CreateDealInput): Promise<Deal> {
  return callApi(createDeal, { body: input });
}

export function useCreateDeal(workflowId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDeal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dealKeys.boards(workflowId) }),
  });
}
