/** A payment's amount as the customer reads it: the currency's code and up to four places (spec 001 §9). */
export function formatPaymentAmount(amount: string, currency: string): string {
  return new Intl.NumberFormat("en-AU", {
    style: "currency",
    currency,
    currencyDisplay: "code",
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
    // A decimal string is formatted exactly, with no float in between.
  }).format(amount as `${number}`);
}
