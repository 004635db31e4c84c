// The supplier's page calls (issue 12 "Supplier orders"); no sign-in, the secret link's token is the key.
import {
  getSupplierPage,
  getSupplierPagePdf,
  type SupplierPage,
  type SupplierUpdateInput,
  updateSupplierPage,
} from "@portal/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, callUrl } from "../../../shared/api-client/api-client.ts";

const pageKey = (token: string) => ["supplier-page", token] as const;

export function useSupplierPage(token: string) {
  return useQuery({
    queryKey: pageKey(token),
    queryFn: ({ signal }): Promise<SupplierPage> =>
      callApi(getSupplierPage, { params: { token }, signal, quietStatuses: [404, 422] }),
    retry: false,
  });
}

/** Saves the supplier's update; a refusal (409) or field errors (422) are the page's to show. */
export function useUpdateSupplierPage(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SupplierUpdateInput) =>
      callApi(updateSupplierPage, { params: { token }, body, quietStatuses: [409, 422] }),
    onSuccess: (page) => queryClient.setQueryData(pageKey(token), page),
    // A refusal means the page is out of date (closed, or a newer revision): read it again.
    onError: () => queryClient.invalidateQueries({ queryKey: pageKey(token) }),
  });
}

/** The purchase order's PDF, opened by the browser itself (a plain link: no script needed). */
export const supplierPagePdfUrl = (token: string) => callUrl(getSupplierPagePdf, { params: { token } });
