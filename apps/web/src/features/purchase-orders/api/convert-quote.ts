// An accepted quote as purchase orders: one per supplier of its lines, or only the named supplier's.
import { convertQuote, type PurchaseOrderListItem } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { purchaseOrdersQueryKey } from "./purchase-orders.ts";

export function useConvertQuote(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      manufacturerId: number | null;
      submit: boolean;
    }): Promise<PurchaseOrderListItem[]> => callApi(convertQuote, { params: { id: quoteId }, body }),
    // The orders lists hold more, and the deal's alerts count its orders (its cards too).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: purchaseOrdersQueryKey }),
        queryClient.invalidateQueries({ queryKey: ["deals"] }),
      ]),
  });
}
