// Money as people read it: decimal strings ("1498.92", unit prices "36.6666") shown in the en-AU
// style and added up in whole cents, never as floats (DOMAIN.md "Pricing"). The web app and the
// server's PDFs both show money this way.

const decimalPattern = /^(-?)(\d+)(?:\.(\d+))?$/;

/** Whole cents of a decimal string, half-up (away from zero) past the cent; null when not a number. */
export function toCents(value: string): bigint | null {
  const match = decimalPattern.exec(value.trim());
  if (!match) return null;
  const [, sign, whole = "0", fraction = ""] = match;
  let cents = BigInt(whole) * 100n + BigInt(fraction.slice(0, 2).padEnd(2, "0"));
  if ((fraction[2] ?? "0") >= "5") cents += 1n;
  return sign === "-" ? -cents : cents;
}

/** The sum of money strings, as a money string with two places. */
export function sumMoney(values: Iterable<string>): string {
  let total = 0n;
  for (const value of values) total += toCents(value) ?? 0n;
  return fromCents(total);
}

export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const absolute = negative ? -cents : cents;
  const fraction = (absolute % 100n).toString().padStart(2, "0");
  return `${negative ? "-" : ""}${absolute / 100n}.${fraction}`;
}

/** $1,498.92 (en-AU, the portal's currency), to the cent; "—" for no value. */
export function formatMoney(value: string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "—";
  const cents = toCents(value);
  if (cents === null) return value;
  const text = fromCents(cents);
  const negative = text.startsWith("-");
  const [whole = "0", fraction = "00"] = text.replace("-", "").split(".");
  return `${negative ? "-" : ""}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${fraction}`;
}

/** "50.0000" → "50", "12.50" → "12.5" (display only); "—" for no value. */
export function formatPercent(value: string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "—";
  const match = decimalPattern.exec(value.trim());
  if (!match) return value;
  const [, sign, whole = "0", fraction = ""] = match;
  const trimmed = fraction.replace(/0+$/, "");
  return `${sign}${whole}${trimmed ? `.${trimmed}` : ""}`;
}

/**
 * A payment's amount as its customer reads it (the checkout, the receipt): the currency's code and two
 * to four places, "USD 1,500.00" (spec 001 §9). The decimal string is formatted exactly, with no float.
 */
export function formatPaymentAmount(amount: string, currency: string): string {
  return new Intl.NumberFormat("en-AU", {
    style: "currency",
    currency,
    currencyDisplay: "code",
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  })
    .format(amount as `${number}`)
    .replace(/\u00a0/g, " ");
}
