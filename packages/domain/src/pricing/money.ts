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

// A catalogue's and a quote's decimals repeat (a product's charges, an adjustment's percent, a grid's
// cells), and big.js parses each with a regular expression into a digit array: each string is parsed
// once. Big values are never changed in place (every method answers a new one), so one may be shared.
const parsed = new Map<string, Big>();
/** Enough for a catalogue's figures; beyond it the cache starts again rather than grow. */
const parsedLimit = 20_000;

export function decimal(value: DecimalString | number | Big): Big {
  if (typeof value === "string") {
    const known = parsed.get(value);
    if (known) return known;
    if (!decimalPattern.test(value)) throw new RangeError(`Not a decimal: ${JSON.stringify(value)}`);
    if (parsed.size >= parsedLimit) parsed.clear();
    const fresh = new Big(value);
    parsed.set(value, fresh);
    return fresh;
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
  return integerQuotient(dividend, divisor, places) ?? bigQuotient(dividend, divisor, places);
}

/** Below 2⁵², a product of two of them and their sum stay exact in a double. */
const exactLimit = 2 ** 52;

/** n ÷ d for two whole numbers below exactLimit: the whole quotient and the remainder, exactly. */
function wholeDivision(n: number, d: number): { whole: number; rest: number } {
  let whole = Math.floor(n / d);
  let rest = n - whole * d;
  // A double's division may land one off when the quotient is a hair from a whole number.
  while (rest < 0) {
    whole -= 1;
    rest += d;
  }
  while (rest >= d) {
    whole += 1;
    rest -= d;
  }
  return { whole, rest };
}

/** A Big's digits as a whole number (exact while below exactLimit), or null when it has too many. */
function mantissa(value: Big): number | null {
  const digits = value.c;
  if (digits.length > 15) return null;
  let whole = 0;
  for (const digit of digits) whole = whole * 10 + digit;
  return whole;
}

/**
 * The same quotient as bigQuotient in whole numbers, when both fit a double exactly (every price
 * does): value = mantissa × 10^(e − digits + 1), so dividend ÷ divisor × 10^places is N ÷ D for two
 * whole numbers, divided once with the remainder checked, then rounded half-up on the remainder.
 * Null when a figure is too long for that; big.js's long division, digit by digit, answers then.
 */
function integerQuotient(dividend: Big, divisor: Big, places: number): Big | null {
  const a = mantissa(dividend);
  const b = mantissa(divisor);
  if (a === null || b === null || b === 0) return null;
  const shift = dividend.e - dividend.c.length + 1 - (divisor.e - divisor.c.length + 1) + places;
  if (shift < -15 || shift > 15) return null;
  const n = shift >= 0 ? a * 10 ** shift : a;
  const d = shift >= 0 ? b : b * 10 ** -shift;
  if (n >= exactLimit || d >= exactLimit) return null;
  const { whole, rest } = wholeDivision(n, d);
  return scaled(rest * 2 >= d ? whole + 1 : whole, places, dividend.s === divisor.s ? 1 : -1);
}

/**
 * whole × 10^−places as a Big with that sign, built as big.js builds one (digits without leading or
 * trailing zeros, zero as [0] with exponent 0) rather than by parsing its text.
 */
function scaled(whole: number, places: number, sign: number): Big {
  const result = new Big(zero);
  result.s = sign;
  if (whole === 0) return result;
  const text = String(whole);
  let end = text.length;
  while (end > 1 && text.charCodeAt(end - 1) === 48) end -= 1;
  const digits: number[] = new Array(end);
  for (let index = 0; index < end; index++) digits[index] = text.charCodeAt(index) - 48;
  result.c = digits;
  result.e = text.length - 1 - places;
  return result;
}

/** Whether a Big is zero (either sign), without parsing a 0 to compare it with. */
export function isZero(value: Big): boolean {
  return value.c[0] === 0;
}

/** Whether a Big is below zero, without parsing a 0 to compare it with. */
export function isNegative(value: Big): boolean {
  return value.s < 0 && value.c[0] !== 0;
}

/**
 * dividend ÷ divisor rounded up (away from zero), as dividing to big.js's 20 places and rounding up
 * gives it: for a dividend and a whole divisor above zero, computed in whole numbers when the divisor's scale is below 10^15 (then a quotient's
 * fraction is 0 or at least 10^−15, never one that 20 places would round away), else by big.js.
 */
export function ceilQuotient(dividend: Big, divisor: number): number {
  const m = mantissa(dividend);
  const places = dividend.c.length - dividend.e - 1;
  const usual = m !== null && dividend.s > 0 && Number.isInteger(divisor) && divisor > 0;
  if (usual && places >= -15 && places <= 15) {
    const n = places <= 0 ? m * 10 ** -places : m;
    const d = places <= 0 ? divisor : divisor * 10 ** places;
    if (n < exactLimit && d < 1e15) {
      const { whole, rest } = wholeDivision(n, d);
      return rest > 0 ? whole + 1 : whole;
    }
  }
  return Number(dividend.div(divisor).round(0, Big.roundUp).toFixed(0));
}

/** big.js's own division to `places`, half-up, through a constructor of that precision. */
function bigQuotient(dividend: Big, divisor: Big, places: 2 | 4): Big {
  let Divider = dividers.get(places);
  if (!Divider) {
    Divider = Big();
    Divider.DP = places;
    Divider.RM = Big.roundHalfUp;
    dividers.set(places, Divider);
  }
  return new Big(new Divider(dividend).div(divisor));
}

// (100 + p) × 0.01 per percentage, computed once: big.js multiplies exactly, so an amount × that
// factor is the same number as amount × (100 + p) × 0.01, in one multiplication instead of two and
// an addition.
const percentMores = new Map<DecimalString, Big>();
const hundred = new Big(100);

/** (100 + percent) ÷ 100, exactly: what an amount is multiplied by to add that percentage. */
export function percentMore(percent: DecimalString): Big {
  let factor = percentMores.get(percent);
  if (!factor) {
    if (percentMores.size >= 1_000) percentMores.clear();
    factor = hundred.plus(decimal(percent)).times(perCent);
    percentMores.set(percent, factor);
  }
  return factor;
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
  return fixed(value, 2);
}

/** Four places exactly, for unit prices: "12.5000". */
export function toUnitPrice(value: Big): DecimalString {
  return fixed(value, 4);
}

/** A percentage as people read it, up to two places: "42.86". */
export function toPercent(value: Big): DecimalString {
  return fixed(value, 2);
}

/**
 * round(value, places, half-up).toFixed(places), the text big.js gives, written from the digits
 * without big.js's two copies and its padding loop when the value has no more places than that
 * (most amounts: they were rounded when computed). A zero shows no sign, as in big.js.
 */
function fixed(value: Big, places: 2 | 4): DecimalString {
  const rounded = value.c.length - value.e - 1 > places ? value.round(places, Big.roundHalfUp) : value;
  const digits = rounded.c;
  if (digits[0] === 0) return places === 2 ? "0.00" : "0.0000";
  const e = rounded.e;
  const text = digits.join("");
  let whole: string;
  let fraction: string;
  if (e < 0) {
    whole = "0";
    fraction = "0".repeat(-e - 1) + text;
  } else if (text.length > e + 1) {
    whole = text.slice(0, e + 1);
    fraction = text.slice(e + 1);
  } else {
    whole = text.padEnd(e + 1, "0");
    fraction = "";
  }
  return `${rounded.s < 0 ? "-" : ""}${whole}.${fraction.padEnd(places, "0")}`;
}
