// Money and percentages typed into a NumberField stay decimal strings for the API: the number the input
// reports is only parsed and printed back (at most 12 significant digits here, so printing is exact).

/** The largest amount a quote's adjustment or override takes, in dollars. */
export const maxAmount = 999_999_999;
/** A quote adjustment's percentage: three digits and two places (the contract's pattern). */
export const maxPercent = 999.99;

/** What a NumberField holds, as the decimal string the API takes ("" stays ""). */
export function decimalText(value: number | string): string {
  return typeof value === "number" ? String(value) : value.trim();
}
