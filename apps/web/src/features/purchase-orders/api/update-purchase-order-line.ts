import { type CallBody, type PurchaseOrder, updatePurchaseOrderLine } from "@portal/contract";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { useOrderMutation } from "./store-order.ts";

export type OrderLineChange = { lineId: string } & CallBody<typeof updatePurchaseOrderLine>;

export function putPurchaseOrderLine(
  orderId: string,
  { lineId, ...body }: OrderLineChange,
): Promise<PurchaseOrder> {
  return callApi(updatePurchaseOrderLine, { params: { id: orderId, lineId }, body });
}

export function useUpdateOrderLine(orderId: string) {
  return useOrderMutation((change: OrderLineChange) => putPurchaseOrderLine(orderId, change));
}
