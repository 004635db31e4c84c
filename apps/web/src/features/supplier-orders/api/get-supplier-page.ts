// The supplier's page (issue 12 "Supplier orders"); no sign-in, the secret link's token is the key.
import { getSupplierPage, type SupplierPage } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { supplierOrderKeys } from "./supplier-order-keys.ts";

/** A missing or broken link (404, 422) is the page's to show. */
export function fetchSupplierPage(token: string, signal?: AbortSignal): Promise<SupplierPage> {
  return callApi(getSupplierPage, { params: { token }, signal, quietStatuses: [404, 422] });
}

export function getSupplierPageQueryOptions(token: string) {
  return queryOptions({
    queryKey: supplierOrderKeys.page(token),
    queryFn: ({ signal }) => fetchSupplierPage(token, signal),
    retry: false,
  });
}

export function useSupplierPage(token: string) {
  return useQuery(getSupplierPageQueryOptions(token));
}
