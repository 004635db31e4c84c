// Dates are shown in the en-AU style whatever the interface language (spec 001 §9).

import { tz } from "@date-fns/tz";
import { format, isValid, parseISO } from "date-fns";
import { enAU } from "date-fns/locale";

export type DateInput = Date | string | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = typeof value === "string" ? parseISO(value) : value;
  return isValid(date) ? date : null;
}

/**
 * 5 Mar 2025. With `zone`, an instant's day is the day there (a dealer's documents are dated in the
 * dealer's zone, whatever the reader's); a plain day ("2025-03-05") is that day anywhere.
 */
export function formatDate(value: DateInput, zone?: string): string {
  const date = toDate(value);
  if (!date) return "";
  const instant = value instanceof Date || (typeof value === "string" && value.includes("T"));
  return format(date, "d MMM yyyy", { locale: enAU, ...(zone && instant ? { in: tz(zone) } : {}) });
}

/** 5 Mar 2025, 2:30 pm */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? format(date, "d MMM yyyy, h:mm aaa", { locale: enAU }) : "";
}

/** 05/03/2025 */
export function formatShortDate(value: DateInput): string {
  const date = toDate(value);
  return date ? format(date, "P", { locale: enAU }) : "";
}
