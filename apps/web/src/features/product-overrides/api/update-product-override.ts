import { type CallBody, updateProductOverride } from "@portal/contract";
import { callApi } from "../../../shared/api-client/api-client.ts";

/** Changes an override's mark-up or margin. */
export function putProductOverride(id: string, body: CallBody<typeof updateProductOverride>) {
  return callApi(updateProductOverride, { params: { id }, body });
}
