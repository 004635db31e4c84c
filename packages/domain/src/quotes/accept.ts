// When a quote may be accepted (spec 000 §4 Quote, "Accept"): one rule for the quote page, which
// disables Accept and says why, and for the API, which refuses the call with the same code.

export const acceptBlockerCodes = ["QUOTE_EMPTY", "QUOTE_HAS_ERRORS", "QUOTE_PENDING_UPDATES"] as const;
export type AcceptBlockerCode = (typeof acceptBlockerCodes)[number];

export type AcceptState = {
  /** How many order lines the quote has. */
  lineCount: number;
  /** Every line priced without an error. */
  isPricingValid: boolean;
  /** The supplier changed something the quote uses and the change is not applied yet. */
  hasPendingUpdates: boolean;
};

/**
 * The first reason a Draft cannot be accepted, or null. Checked in this order so a quote with
 * several problems names the same one on the page and in the API's refusal.
 */
export function acceptBlocker(quote: AcceptState): AcceptBlockerCode | null {
  if (quote.lineCount === 0) return "QUOTE_EMPTY";
  if (!quote.isPricingValid) return "QUOTE_HAS_ERRORS";
  if (quote.hasPendingUpdates) return "QUOTE_PENDING_UPDATES";
  return null;
}
