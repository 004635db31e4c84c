import { type PurchaseOrder, submitPurchaseOrder } from "@portal/contract";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { useOrderMutation } from "./store-order.ts";

/** Submit (or 'Mark as Submitted' for an offline supplier), with the version the user reviewed. */
export function postPurchaseOrderSubmit(orderId: string, version: number): Promise<PurchaseOrder> {
  return callApi(submitPurchaseOrder, { params: { id: orderId }, body: { version } });
}

export function useSubmitOrder(orderId: string) {
  return useOrderMutation((version: number) => postPurchaseOrderSubmit(orderId, version));
}
