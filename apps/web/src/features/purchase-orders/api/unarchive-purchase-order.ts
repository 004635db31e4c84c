import { type PurchaseOrder, unarchivePurchaseOrder } from "@portal/contract";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { useOrderMutation } from "./store-order.ts";

export function postPurchaseOrderUnarchive(orderId: string): Promise<PurchaseOrder> {
  return callApi(unarchivePurchaseOrder, { params: { id: orderId } });
}

export function useUnarchiveOrder(orderId: string) {
  return useOrderMutation(() => postPurchaseOrderUnarchive(orderId));
}
