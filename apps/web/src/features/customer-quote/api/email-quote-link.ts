import { emailQuoteLink } from "@portal/contract";
import { callApi } from "../../../shared/api-client/api-client.ts";

/** Emails the customer their link to the quote; answers to whom. */
export function postQuoteLinkEmail(quoteId: string): Promise<{ to: string }> {
  return callApi(emailQuoteLink, { params: { id: quoteId } });
}
