import { createQuoteShareLink } from "@portal/contract";
import { callApi } from "../../../shared/api-client/api-client.ts";

/** The customer's link to the quote: made now, or the one it already has. */
export function postQuoteShareLink(quoteId: string): Promise<{ url: string }> {
  return callApi(createQuoteShareLink, { params: { id: quoteId } });
}
