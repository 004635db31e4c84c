import { revokeSupplierApiToken } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { supplierOrderKeys } from "./supplier-order-keys.ts";

export function deleteSupplierApiToken(tokenId: string): Promise<unknown> {
  return callApi(revokeSupplierApiToken, { params: { id: tokenId } });
}

export function useRevokeSupplierApiToken(manufacturerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSupplierApiToken,
    onSettled: () => queryClient.invalidateQueries({ queryKey: supplierOrderKeys.apiTokens(manufacturerId) }),
  });
}
