// An accepted quote as purchase orders: one per supplier of its lines, or only the named supplier's.
import { convertQuote, type PurchaseOrderListItem } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { purchaseOrderKeys } from "./purchase-order-keys.ts";

/** Which supplier's lines (null: every supplier's), and whether to submit the online suppliers' orders. */
export type ConvertQuoteInput = { manufacturerId: number | null; submit: boolean };

export function postQuoteConversion(
  quoteId: string,
  body: ConvertQuoteInput,
): Promise<PurchaseOrderListItem[]> {
  return callApi(convertQuote, { params: { id: quoteId }, body });
}

export function useConvertQuote(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConvertQuoteInput) => postQuoteConversion(quoteId, body),
    // The orders lists hold more, and the deal's alerts count its orders (its cards too).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: purchaseOrderKeys.all }),
        queryClient.invalidateQueries({ queryKey: ["deals"] }),
      ]),
  });
}
