// The customer quote page's query keys: the quote a share token opens, and its payments beneath it.
export const customerQuoteKeys = {
  quote: (token: string) => ["customer-quote", token] as const,
  payments: (token: string) => [...customerQuoteKeys.quote(token), "payments"] as const,
};
