// Supplier bundles a dealer subscribes to (spec 000 §3 Bundle, §4; 001 §4, §5 Bundles, §9): the values a
// subscription takes and which bundles exclude each other. The web form and the API both ask these.
import type { BundleOperator, BundleTemplateKey } from "../pricing/apply-bundles.ts";
import { decimal } from "../pricing/money.ts";

/** What is wrong with one template value (spec 001 §5: every field required; FACTOR 0 to 1; CURRENCY above 0). */
export const bundleValueCodes = ["FACTOR_OUT_OF_RANGE", "CURRENCY_NOT_POSITIVE"] as const;
export type BundleValueCode = (typeof bundleValueCodes)[number];
export type TemplateValueCode = "REQUIRED" | "DECIMAL_EXPECTED" | BundleValueCode;

/** A subscription refused: another bundle of its exclusivity group is subscribed. */
export const bundleGroupTakenCode = "BUNDLE_GROUP_TAKEN" as const;

/** Spec 001 §9: a FACTOR lies in [0, 1]. */
export const bundleFactorRange = { min: 0, max: 1 } as const;
/** A CURRENCY value stays below a billion dollars (the amount inputs' bound). */
export const bundleCurrencyMax = 999_999_999;
/** Places a value keeps: unit prices keep four (DOMAIN.md "Pricing"). */
export const bundleValuePlaces = 4;

/** Digits with up to four places, signed: a negative number is out of range, not malformed. */
const valuePattern = /^-?\d{1,9}(?:\.\d{1,4})?$/;

/**
 * What is wrong with a value whatever its field's operator, or null: blank is REQUIRED; something that is
 * not a decimal (or has more than four places, or ten digits before the point) is DECIMAL_EXPECTED.
 */
export function templateValueFormatProblem(
  value: string | null | undefined,
): "REQUIRED" | "DECIMAL_EXPECTED" | null {
  const text = value?.trim() ?? "";
  if (text === "") return "REQUIRED";
  return valuePattern.test(text) ? null : "DECIMAL_EXPECTED";
}

/** What is wrong with the value typed for a field of this operator, or null. */
export function templateValueProblem(
  operator: BundleOperator,
  value: string | null | undefined,
): TemplateValueCode | null {
  const format = templateValueFormatProblem(value);
  if (format) return format;
  const amount = decimal((value ?? "").trim());
  if (operator === "FACTOR") {
    return amount.lt(bundleFactorRange.min) || amount.gt(bundleFactorRange.max)
      ? "FACTOR_OUT_OF_RANGE"
      : null;
  }
  return amount.lte(0) ? "CURRENCY_NOT_POSITIVE" : null;
}

/** The value as it is kept: "0.850" → "0.85", "45.00" → "45". Only for values that passed the rule. */
export function normalizeTemplateValue(value: string): string {
  const amount = decimal(value.trim());
  // big.js keeps the sign of "-0".
  return amount.eq(0) ? "0" : amount.toString();
}

export type TemplateFieldRule = { templateKey: BundleTemplateKey; operator: BundleOperator };

/**
 * Every field's problem, by template key: each of the bundle's fields needs a valid value, and a key the
 * bundle does not have is UNKNOWN_FIELD. Empty when the values can be subscribed with.
 */
export function templateValuesProblems(
  fields: readonly TemplateFieldRule[],
  values: Readonly<Partial<Record<string, string | null>>>,
): Partial<Record<string, TemplateValueCode | "UNKNOWN_FIELD">> {
  const problems: Partial<Record<string, TemplateValueCode | "UNKNOWN_FIELD">> = {};
  for (const field of fields) {
    const problem = templateValueProblem(field.operator, values[field.templateKey]);
    if (problem) problems[field.templateKey] = problem;
  }
  for (const key of Object.keys(values)) {
    if (!fields.some((field) => field.templateKey === key)) problems[key] = "UNKNOWN_FIELD";
  }
  return problems;
}

export type ExclusiveBundle = { id: number; exclusivityKey: string | null; isSubscribed: boolean };

/** The other bundles of `bundle`'s exclusivity group (spec 001 §4); none when it has no key. */
export function exclusivityGroupMates<B extends ExclusiveBundle>(
  bundles: readonly B[],
  bundle: ExclusiveBundle,
): B[] {
  if (bundle.exclusivityKey === null) return [];
  return bundles.filter((other) => other.id !== bundle.id && other.exclusivityKey === bundle.exclusivityKey);
}

/**
 * The subscribed bundle that keeps `bundle` from being subscribed: another one with the same
 * exclusivity key (spec 001 §4). Null when there is none, or when `bundle` has no key.
 */
export function blockingBundle<B extends ExclusiveBundle>(
  bundles: readonly B[],
  bundle: ExclusiveBundle,
): B | null {
  return exclusivityGroupMates(bundles, bundle).find((other) => other.isSubscribed) ?? null;
}
