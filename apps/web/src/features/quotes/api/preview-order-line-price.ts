import { type CallResponse, type LineChoices, previewOrderLinePrice } from "@portal/contract";
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
