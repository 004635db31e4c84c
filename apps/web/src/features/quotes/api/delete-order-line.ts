import { deleteOrderLine } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { quoteKeys } from "./quote-keys.ts";

export function removeOrderLine(lineId: string) {
  return callApi(deleteOrderLine, { params: { id: lineId } });
}

export function useDeleteOrderLine(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeOrderLine,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quoteKeys.detail(quoteId) }),
  });
}
