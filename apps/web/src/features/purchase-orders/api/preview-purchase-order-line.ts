import { type LineChoices, type PurchaseOrderLinePrice, previewPurchaseOrderLine } from "@portal/contract";
import { callApi } from "../../../shared/api-client/api-client.ts";

/** What `productId` would cost on the order with these choices, with its errors (nothing is saved). */
export function fetchOrderLinePrice(
  orderId: string,
  productId: string,
  choices: LineChoices,
  signal?: AbortSignal,
): Promise<PurchaseOrderLinePrice> {
  return callApi(previewPurchaseOrderLine, { params: { id: orderId }, body: { productId, choices }, signal });
}
