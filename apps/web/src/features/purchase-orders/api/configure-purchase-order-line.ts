import { configurePurchaseOrderLine, type LineChoices, type PurchaseOrder } from "@portal/contract";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { useOrderMutation } from "./store-order.ts";

/** Changes a line's options; answers the order. */
export function putPurchaseOrderLineConfiguration(
  orderId: string,
  lineId: string,
  choices: LineChoices,
): Promise<PurchaseOrder> {
  return callApi(configurePurchaseOrderLine, { params: { id: orderId, lineId }, body: { choices } });
}

export function useConfigureOrderLine(orderId: string, lineId: string) {
  return useOrderMutation((choices: LineChoices) =>
    putPurchaseOrderLineConfiguration(orderId, lineId, choices),
  );
}
