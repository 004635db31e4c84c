import { type CallBody, createProductOverride } from "@portal/contract";
import { callApi } from "../../../shared/api-client/api-client.ts";

/** A new override of a product or a brand's category. */
export function postProductOverride(body: CallBody<typeof createProductOverride>) {
  return callApi(createProductOverride, { body });
}
