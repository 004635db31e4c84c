// What a quote's state allows (DOMAIN.md "Quotes, payments, orders"): one rule for the quote page and
// the API, so the page offers only what the server takes.

export type QuoteState = { status: "DRAFT" | "ACCEPTED"; isArchived: boolean };

/** Accepted or archived quotes are read-only: no line, price or detail changes. */
export function isQuoteReadOnly(quote: QuoteState): boolean {
  return quote.status === "ACCEPTED" || quote.isArchived;
}

/** Only an accepted quote that is not archived becomes purchase orders. */
export function isQuoteConvertible(quote: QuoteState): boolean {
  return quote.status === "ACCEPTED" && !quote.isArchived;
}
