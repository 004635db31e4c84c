import { clonePurchaseOrder, type PurchaseOrder } from "@portal/contract";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { useOrderMutation } from "./store-order.ts";

/** Copies an OPEN order; answers the copy. */
export function postPurchaseOrderClone(orderId: string): Promise<PurchaseOrder> {
  return callApi(clonePurchaseOrder, { params: { id: orderId } });
}

export function useCloneOrder(orderId: string) {
  return useOrderMutation(() => postPurchaseOrderClone(orderId));
}
