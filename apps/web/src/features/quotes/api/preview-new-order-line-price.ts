import { type CallResponse, type LineChoices, previewNewOrderLinePrice } from "@portal/contract";
import { callApi } from "../../../shared/api-client/api-client.ts";

/** The price, errors and explanation a product not yet on the quote would have with these choices. */
export type NewLinePricePreview = CallResponse<typeof previewNewOrderLinePrice>;

/** Prices a product not yet on the quote with these choices (the configurator while adding it). */
export function fetchNewLinePricePreview(
  quoteId: string,
  productId: string,
  choices: LineChoices,
  signal?: AbortSignal,
): Promise<NewLinePricePreview> {
  return callApi(previewNewOrderLinePrice, { params: { id: quoteId }, body: { productId, choices }, signal });
}
