// Every query key of the quotes area, in one place, so a change refreshes exactly what it touched.

const all = ["quotes"] as const;
/** Every list of one deal's quotes (archived or not). */
const dealQuotes = (dealId: string) => [...all, "deal", dealId] as const;

export const quoteKeys = {
  all,
  dealQuotes,
  dealQuoteList: (dealId: string, archived: boolean) => [...dealQuotes(dealId), archived] as const,
  detail: (quoteId: string) => [...all, "detail", quoteId] as const,
  orderLine: (lineId: string) => ["order-lines", lineId] as const,
};
