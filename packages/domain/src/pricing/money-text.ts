// Money as people read it: decimal strings ("1498.92", unit prices "36.6666") shown in the en-AU
// style and added up in whole cents, never as floats (DOMAIN.md "Pricing"). The web app and the
// server's PDFs both show money this way.

import { decimal, round2 } from "./money.ts";

const decimalPattern = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * Whole cents of a decimal string, rounded as every total is (money.ts's round2: half-up, away from
 * zero); null when not a number.
 */
export function toCents(value: string): bigint | null {
  const text = value.trim();
  if (!decimalPattern.test(text)) return null;
  return BigInt(round2(decimal(text)).times(100).toFixed(0));
}

/** The sum of money strings, as a money string with two places. */
export function sumMoney(values: Iterable<string>): string {
  let total = 0n;
  for (const value of values) total += toCents(value) ?? 0n;
  return fromCents(total);
}

/** Whole cents as a sign, whole dollars and two places ("-", "1234", "56"). */
function centsText(cents: bigint) {
  const negative = cents < 0n;
  const absolute = negative ? -cents : cents;
  return {
    sign: negative ? "-" : "",
    dollars: (absolute / 100n).toString(),
    fraction: (absolute % 100n).toString().padStart(2, "0"),
  };
}

export function fromCents(cents: bigint): string {
  const { sign, dollars, fraction } = centsText(cents);
  return `${sign}${dollars}.${fraction}`;
}

/**
 * $1,498.92 (en-AU, the portal's currency), to the cent as toCents rounds; "—" for no value. Written out
 * rather than by Intl.NumberFormat, which says the same (money-text.test.ts holds the two equal) but
 * whose first currency format costs a phone some 60 ms of a page's first render, on every page that
 * shows money.
 */
export function formatMoney(value: string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "—";
  const cents = toCents(value);
  if (cents === null) return value;
  const { sign, dollars, fraction } = centsText(cents);
  return `${sign}$${dollars.replace(/\B(?=(\d{3})+$)/g, ",")}.${fraction}`;
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
