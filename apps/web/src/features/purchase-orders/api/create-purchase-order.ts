// Making an order with no deal behind it (/orders/new): it answers the new order, which goes into the
// cache for the order page that opens next; the lists refetch.
import { createPurchaseOrder, type PurchaseOrder, type PurchaseOrderCreateInput } from "@portal/contract";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { useOrderMutation } from "./store-order.ts";

export function postPurchaseOrder(body: PurchaseOrderCreateInput): Promise<PurchaseOrder> {
  return callApi(createPurchaseOrder, { body });
}

export function useCreateOrder() {
  return useOrderMutation(postPurchaseOrder);
}
