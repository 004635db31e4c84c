import { createSupplierApiToken, type SupplierApiToken } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { supplierOrderKeys } from "./supplier-order-keys.ts";

/** Issues a token named `name`; the answer is the only place its secret appears. */
export function postSupplierApiToken(
  manufacturerId: number,
  name: string,
): Promise<SupplierApiToken & { token: string }> {
  return callApi(createSupplierApiToken, { params: { manufacturerId }, body: { name } });
}

export function useIssueSupplierApiToken(manufacturerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => postSupplierApiToken(manufacturerId, name),
    onSettled: () => queryClient.invalidateQueries({ queryKey: supplierOrderKeys.apiTokens(manufacturerId) }),
  });
}
