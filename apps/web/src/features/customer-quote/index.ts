// The customer-quote area's public surface for the staff's side: the customer's link to a quote.
// (The customer's own page is a route of the public app.)
export { postQuoteShareLink } from "./api/create-quote-share-link.ts";
export { postQuoteLinkEmail } from "./api/email-quote-link.ts";
export { deleteQuoteShareLink } from "./api/revoke-quote-share-link.ts";
