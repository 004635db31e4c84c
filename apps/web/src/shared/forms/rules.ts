// Field rules of spec 001 §5 "Generic form behaviour". A rule answers the message to show, or null.
import { auPhonePattern, emailPattern } from "@portal/contract";
import { i18n } from "../i18n/i18n.ts";

export type Rule<Value = unknown, Values = unknown> = (value: Value, values: Values) => string | null;

function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "number") return Number.isNaN(value);
  return false;
}

/** 'This field is required', or '{label} is required' when the field has a label. */
export function required(label?: string, message?: string): Rule {
  return (value) => {
    if (!isBlank(value)) return null;
    if (message) return message;
    return label ? i18n.t("forms.requiredWithLabel", { label }) : i18n.t("errors.REQUIRED");
  };
}

export function isEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}

export function isAuPhone(value: string): boolean {
  return auPhonePattern.test(value.trim());
}

/** An empty value passes: combine with `required` when the field must be filled. */
export function email(message?: string): Rule {
  return (value) => {
    if (isBlank(value)) return null;
    return typeof value === "string" && isEmail(value) ? null : (message ?? i18n.t("forms.invalid"));
  };
}

/** Australian phone number, optional +61 prefix (spec 001 §5). */
export function auPhone(message?: string): Rule {
  return (value) => {
    if (isBlank(value)) return null;
    return typeof value === "string" && isAuPhone(value) ? null : (message ?? i18n.t("forms.invalid"));
  };
}

export function minLength(length: number, message?: string): Rule {
  return (value) => {
    if (isBlank(value) || typeof value !== "string") return null;
    return value.length >= length ? null : (message ?? i18n.t("forms.invalid"));
  };
}

export function numberBetween(min: number | undefined, max: number | undefined, message?: string): Rule {
  return (value) => {
    if (typeof value !== "number" || Number.isNaN(value)) return null;
    const tooLow = min !== undefined && value < min;
    const tooHigh = max !== undefined && value > max;
    return tooLow || tooHigh ? (message ?? i18n.t("forms.invalid")) : null;
  };
}

/** The value must equal another field's value (e.g. a password confirmation). */
export function matchesField<Values>(field: keyof Values, message?: string): Rule<unknown, Values> {
  return (value, values) => (value === values[field] ? null : (message ?? i18n.t("forms.invalid")));
}

/** Runs rules in order and answers the first message. */
export function rules<Value = unknown, Values = unknown>(
  ...list: Rule<Value, Values>[]
): (value: Value, values: Values) => string | null {
  return (value, values) => {
    for (const rule of list) {
      const message = rule(value, values);
      if (message) return message;
    }
    return null;
  };
}

/** Trimmed and cut to maxLength: what a text input keeps when it loses focus. */
export function normalizeText(value: string, maxLength?: number): string {
  const trimmed = value.trim();
  return maxLength !== undefined && trimmed.length > maxLength
    ? trimmed.slice(0, maxLength).trimEnd()
    : trimmed;
}

/** Clamped to [min, max]: what a number input keeps when it loses focus. Empty stays empty. */
export function clampNumber<T extends number | string | null>(
  value: T,
  min?: number,
  max?: number,
): T | number {
  if (typeof value !== "number" || Number.isNaN(value)) return value;
  if (min !== undefined && value < min) return min;
  if (max !== undefined && value > max) return max;
  return value;
}

/** The message for an address typed into a multi-email input, or null when it can be added. */
export function multiEmailEntryError(candidate: string, existing: readonly string[]): string | null {
  const address = candidate.trim();
  if (!isEmail(address)) return i18n.t("forms.emailAddressInvalid");
  const lower = address.toLowerCase();
  if (existing.some((item) => item.trim().toLowerCase() === lower)) return i18n.t("forms.duplicateEmail");
  return null;
}
