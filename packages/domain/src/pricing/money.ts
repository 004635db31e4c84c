// Decimal arithmetic for prices (DOMAIN.md "Pricing"): never floats. Amounts cross the API as
// decimal strings ("1234.50"); inside the domain they are Big values.
import Big from "big.js";

export type Decimal = Big;
/** A decimal as the API and catalogue files carry it: "12", "12.5", "-3.25". */
export type DecimalString = string;

const decimalPattern = /^-?\d+(\.\d+)?$/;

export function isDecimalString(value: string): boolean {
  return decimalPattern.test(value);
}

export function decimal(value: DecimalString | number | Big): Big {
  if (typeof value === "string" && !decimalPattern.test(value)) {
    throw new RangeError(`Not a decimal: ${JSON.stringify(value)}`);
  }
  if (typeof value === "number" && !Number.isInteger(value)) {
    // Only whole numbers (millimetres, quantities) may come in as numbers: a fraction here is a bug.
    throw new RangeError(`Pass fractions as decimal strings, not ${value}`);
  }
  return new Big(value);
}

export const zero = new Big(0);

// Dividing by a power of ten is exact, so it is a multiplication by its reciprocal: big.js divides
// digit by digit to 20 places (half of pricing's time went there), and multiplies exactly.
/** × 0.01: a percentage of an amount. */
export const perCent = new Big("0.01");
/** × 0.001: millimetres to metres. */
export const perMille = new Big("0.001");
/** × 0.000001: square millimetres to square metres. */
export const perMillion = new Big("0.000001");

// big.js divides digit by digit to its constructor's DP places (20 by default) and rounds there, so
// a quotient that is shown to two or four places is divided to those places, half-up, by a
// constructor of its own: one rounding instead of two, and about a fifth of the digits.
const dividers = new Map<number, Big.BigConstructor>();

/** dividend ÷ divisor to `places` decimals, half-up (away from zero on a tie). */
export function quotient(dividend: Big, divisor: Big, places: 2 | 4): Big {
  let Divider = dividers.get(places);
  if (!Divider) {
    Divider = Big();
    Divider.DP = places;
    Divider.RM = Big.roundHalfUp;
    dividers.set(places, Divider);
  }
  return new Big(new Divider(dividend).div(divisor));
}

/** Cents, half-up (away from zero on a tie): every total. */
export function round2(value: Big): Big {
  return value.round(2, Big.roundHalfUp);
}

/** Unit prices keep four places. */
export function round4(value: Big): Big {
  return value.round(4, Big.roundHalfUp);
}

export function sum(values: Iterable<Big>): Big {
  let total = zero;
  for (const value of values) total = total.plus(value);
  return total;
}

/** Two places exactly, for totals: "12.50". */
export function toMoney(value: Big): DecimalString {
  return round2(value).toFixed(2);
}

/** Four places exactly, for unit prices: "12.5000". */
export function toUnitPrice(value: Big): DecimalString {
  return round4(value).toFixed(4);
}

/** A percentage as people read it, up to two places: "42.86". */
export function toPercent(value: Big): DecimalString {
  return round2(value).toFixed(2);
}
