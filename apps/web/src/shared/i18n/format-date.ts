// Dates are shown in the en-AU style whatever the interface language (spec 001 §9).
import { format, isValid, parseISO } from "date-fns";
import { enAU } from "date-fns/locale";

export type DateInput = Date | string | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = typeof value === "string" ? parseISO(value) : value;
  return isValid(date) ? date : null;
}

/** 5 Mar 2025 */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return date ? format(date, "d MMM yyyy", { locale: enAU }) : "";
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
