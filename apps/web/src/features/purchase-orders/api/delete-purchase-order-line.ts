import { deletePurchaseOrderLine, type PurchaseOrder } from "@portal/contract";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { useOrderMutation } from "./store-order.ts";

export function removePurchaseOrderLine(orderId: string, lineId: string): Promise<PurchaseOrder> {
  return callApi(deletePurchaseOrderLine, { params: { id: orderId, lineId } });
}

export function useDeleteOrderLine(orderId: string) {
  return useOrderMutation((lineId: string) => removePurchaseOrderLine(orderId, lineId));
}
