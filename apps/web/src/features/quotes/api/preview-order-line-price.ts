import {
  type CallResponse,
  type LineChoices,
  previewNewOrderLinePrice,
  previewOrderLinePrice,
} from "@portal/contract";
import { callApi } from "../../../shared/api-client/api-client.ts";

/** The price, errors and explanation the line would have with these choices. */
export type LinePricePreview = CallResponse<typeof previewOrderLinePrice>;

/** Prices choices without saving them (the configurator's live price). */
export function fetchLinePricePreview(
  lineId: string,
  choices: LineChoices,
  signal?: AbortSignal,
): Promise<LinePricePreview> {
  return callApi(previewOrderLinePrice, { params: { id: lineId }, body: choices, signal });
}

/** Prices a product not yet on the quote with these choices (the configurator while adding it). */
export function fetchNewLinePricePreview(
  quoteId: string,
  productId: string,
  choices: LineChoices,
  signal?: AbortSignal,
): Promise<LinePricePreview> {
  return callApi(previewNewOrderLinePrice, { params: { id: quoteId }, body: { productId, choices }, signal });
}
