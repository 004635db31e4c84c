import { revokeQuoteShareLink } from "@portal/contract";
import { callApi } from "../../../shared/api-client/api-client.ts";

/** The customer's link stops working. */
export function deleteQuoteShareLink(quoteId: string): Promise<unknown> {
  return callApi(revokeQuoteShareLink, { params: { id: quoteId } });
}
