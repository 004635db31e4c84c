import { addOrderLine, type OrderLine } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { quoteKeys } from "./quote-keys.ts";

/** A new, unconfigured line of the product on the quote. */
export function postOrderLine(quoteId: string, productId: string): Promise<OrderLine> {
  return callApi(addOrderLine, { params: { id: quoteId }, body: { productId } });
}

export function useAddOrderLine(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: string) => postOrderLine(quoteId, productId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quoteKeys.detail(quoteId) }),
  });
}
