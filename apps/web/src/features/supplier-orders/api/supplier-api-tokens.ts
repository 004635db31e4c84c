// A supplier's API tokens (issue 12): what its own system signs its calls with. The token itself is in
// the issuing answer only; the list knows names and dates.
import { createSupplierApiToken, listSupplierApiTokens, revokeSupplierApiToken } from "@portal/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";

export const supplierApiTokensQueryKey = (manufacturerId: number) =>
  ["supplier-api-tokens", manufacturerId] as const;

export function useSupplierApiTokens(manufacturerId: number) {
  return useQuery({
    queryKey: supplierApiTokensQueryKey(manufacturerId),
    queryFn: ({ signal }) => callApi(listSupplierApiTokens, { params: { manufacturerId }, signal }),
  });
}

export function useIssueSupplierApiToken(manufacturerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      callApi(createSupplierApiToken, { params: { manufacturerId }, body: { name } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: supplierApiTokensQueryKey(manufacturerId) }),
  });
}

export function useRevokeSupplierApiToken(manufacturerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(revokeSupplierApiToken, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: supplierApiTokensQueryKey(manufacturerId) }),
  });
}
