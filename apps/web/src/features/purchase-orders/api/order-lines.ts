// An order's products from the catalogue: cost them while configuring (nothing saved), add one, change
// a line's options, and how the order travels. Each change answers the order, which goes into the cache.
import {
  addPurchaseOrderLine,
  type CallBody,
  calculatePurchaseOrderShipping,
  configurePurchaseOrderLine,
  type LineChoices,
  type PurchaseOrderLinePrice,
  previewPurchaseOrderLine,
} from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { storeOrder } from "./change-order.ts";

/** What `productId` would cost on the order with these choices, with its errors. */
export function fetchOrderLinePrice(
  orderId: string,
  productId: string,
  choices: LineChoices,
  signal?: AbortSignal,
): Promise<PurchaseOrderLinePrice> {
  return callApi(previewPurchaseOrderLine, { params: { id: orderId }, body: { productId, choices }, signal });
}

export function useAddOrderProduct(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { productId: string; choices: LineChoices }) =>
      callApi(addPurchaseOrderLine, { params: { id: orderId }, body }),
    onSuccess: (order) => storeOrder(queryClient, order),
  });
}

export function useConfigureOrderLine(orderId: string, lineId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choices: LineChoices) =>
      callApi(configurePurchaseOrderLine, { params: { id: orderId, lineId }, body: { choices } }),
    onSuccess: (order) => storeOrder(queryClient, order),
  });
}

export type ShippingInput = CallBody<typeof calculatePurchaseOrderShipping>;

export function useCalculateShipping(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShippingInput) =>
      callApi(calculatePurchaseOrderShipping, { params: { id: orderId }, body }),
    onSuccess: (order) => storeOrder(queryClient, order),
  });
}
