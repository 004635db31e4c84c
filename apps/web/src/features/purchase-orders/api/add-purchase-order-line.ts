import { addPurchaseOrderLine, type LineChoices, type PurchaseOrder } from "@portal/contract";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { useOrderMutation } from "./store-order.ts";

export type NewOrderLine = { productId: string; choices: LineChoices };

/** Adds a product from the catalogue, configured; answers the order. */
export function postPurchaseOrderLine(orderId: string, body: NewOrderLine): Promise<PurchaseOrder> {
  return callApi(addPurchaseOrderLine, { params: { id: orderId }, body });
}

export function useAddOrderProduct(orderId: string) {
  return useOrderMutation((body: NewOrderLine) => postPurchaseOrderLine(orderId, body));
}
