import { type PurchaseOrder, type PurchaseOrderDetailsInput, updatePurchaseOrder } from "@portal/contract";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { useOrderMutation } from "./store-order.ts";

/** Saves the details; a submitted order answers its new revision. */
export function putPurchaseOrder(orderId: string, body: PurchaseOrderDetailsInput): Promise<PurchaseOrder> {
  return callApi(updatePurchaseOrder, { params: { id: orderId }, body });
}

export function useUpdateOrder(orderId: string) {
  return useOrderMutation((body: PurchaseOrderDetailsInput) => putPurchaseOrder(orderId, body));
}
