// Money arrives as decimal strings ("1498.92"); it is shown in the en-AU style and added up in whole
// cents, never as floats (DOMAIN.md "Pricing").

const moneyPattern = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** Whole cents of a money string; null when it is not one. */
export function toCents(value: string): bigint | null {
  const match = moneyPattern.exec(value.trim());
  if (!match) return null;
  const [, sign, whole = "0", fraction = ""] = match;
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, "0"));
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

/** $1,498.92 (en-AU, the portal's currency); the value is formatted from its digits, not a float. */
export function formatMoney(value: string): string {
  const cents = toCents(value);
  if (cents === null) return value;
  const text = fromCents(cents);
  const negative = text.startsWith("-");
  const [whole = "0", fraction = "00"] = text.replace("-", "").split(".");
  return `${negative ? "-" : ""}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${fraction}`;
}
