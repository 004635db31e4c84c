import { convertQuote, listPurchaseOrders, type PurchaseOrderListItem } from "@portal/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";

/** An accepted quote as purchase orders: one per supplier of its lines, or only the named supplier's. */
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
        queryClient.invalidateQueries({ queryKey: ["purchase-orders"] }),
        queryClient.invalidateQueries({ queryKey: ["deals"] }),
      ]),
  });
}

/** The orders already made from the quote (the dialog warns before making more), while `enabled`. */
export function useQuoteOrders(quoteId: string, enabled: boolean) {
  return useQuery({
    queryKey: ["purchase-orders", "list", { quoteId }] as const,
    queryFn: (): Promise<PurchaseOrderListItem[]> =>
      callApi(listPurchaseOrders, { query: { quoteId, limit: 100 } }),
    enabled,
  });
}
