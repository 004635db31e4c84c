import { type SupplierPage, type SupplierUpdateInput, updateSupplierPage } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { supplierOrderKeys } from "./supplier-order-keys.ts";

/** Saves the supplier's update; a refusal (409) or field errors (422) are the page's to show. */
export function putSupplierPage(token: string, body: SupplierUpdateInput): Promise<SupplierPage> {
  return callApi(updateSupplierPage, { params: { token }, body, quietStatuses: [409, 422] });
}

export function useUpdateSupplierPage(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SupplierUpdateInput) => putSupplierPage(token, body),
    onSuccess: (page) => queryClient.setQueryData(supplierOrderKeys.page(token), page),
    // A refusal means the page is out of date (closed, or a newer revision): read it again.
    onError: () => queryClient.invalidateQueries({ queryKey: supplierOrderKeys.page(token) }),
  });
}
