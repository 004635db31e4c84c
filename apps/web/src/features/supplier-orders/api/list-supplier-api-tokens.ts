// A supplier's API tokens (issue 12): what its own system signs its calls with. The token itself is in
// the issuing answer only; the list knows names and dates.
import { listSupplierApiTokens, type SupplierApiToken } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { supplierOrderKeys } from "./supplier-order-keys.ts";

export function fetchSupplierApiTokens(
  manufacturerId: number,
  signal?: AbortSignal,
): Promise<SupplierApiToken[]> {
  return callApi(listSupplierApiTokens, { params: { manufacturerId }, signal });
}

export function getSupplierApiTokensQueryOptions(manufacturerId: number) {
  return queryOptions({
    queryKey: supplierOrderKeys.apiTokens(manufacturerId),
    queryFn: ({ signal }) => fetchSupplierApiTokens(manufacturerId, signal),
  });
}

export function useSupplierApiTokens(manufacturerId: number) {
  return useQuery(getSupplierApiTokensQueryOptions(manufacturerId));
}
