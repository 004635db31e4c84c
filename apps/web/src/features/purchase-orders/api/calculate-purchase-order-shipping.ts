import { type CallBody, calculatePurchaseOrderShipping, type PurchaseOrder } from "@portal/contract";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { useOrderMutation } from "./store-order.ts";

export type ShippingInput = CallBody<typeof calculatePurchaseOrderShipping>;

/** Sets how the order travels; answers the order. */
export function postPurchaseOrderShipping(orderId: string, body: ShippingInput): Promise<PurchaseOrder> {
  return callApi(calculatePurchaseOrderShipping, { params: { id: orderId }, body });
}

export function useCalculateShipping(orderId: string) {
  return useOrderMutation((body: ShippingInput) => postPurchaseOrderShipping(orderId, body));
}
