import { archivePurchaseOrder, type PurchaseOrder } from "@portal/contract";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { useOrderMutation } from "./store-order.ts";

export function postPurchaseOrderArchive(orderId: string): Promise<PurchaseOrder> {
  return callApi(archivePurchaseOrder, { params: { id: orderId } });
}

export function useArchiveOrder(orderId: string) {
  return useOrderMutation(() => postPurchaseOrderArchive(orderId));
}
