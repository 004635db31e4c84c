import { type PurchaseOrder, reopenPurchaseOrder } from "@portal/contract";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { useOrderMutation } from "./store-order.ts";

/** Sets a SUBMITTED order to an offline supplier OPEN again. */
export function postPurchaseOrderReopen(orderId: string): Promise<PurchaseOrder> {
  return callApi(reopenPurchaseOrder, { params: { id: orderId } });
}

export function useReopenOrder(orderId: string) {
  return useOrderMutation(() => postPurchaseOrderReopen(orderId));
}
