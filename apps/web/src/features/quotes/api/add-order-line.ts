import { addOrderLine, type LineChoices, type OrderLine } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { quoteKeys } from "./quote-keys.ts";

/** The product as a new line on the quote, with the choices confirmed in the configurator. */
export function postOrderLine(quoteId: string, productId: string, choices: LineChoices): Promise<OrderLine> {
  return callApi(addOrderLine, { params: { id: quoteId }, body: { productId, choices } });
}

export function useAddOrderLine(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, choices }: { productId: string; choices: LineChoices }) =>
      postOrderLine(quoteId, productId, choices),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quoteKeys.detail(quoteId) }),
  });
}
