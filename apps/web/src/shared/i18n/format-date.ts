// Dates are shown in the en-AU style whatever the interface language (spec 001 §9).

import { wallClockOf } from "@portal/domain";
import type { Dayjs } from "dayjs";
import { dayjs } from "./dayjs.ts";

export type DateInput = Date | string | null | undefined;

const plainDay = /^\d{4}-\d{2}-\d{2}$/;
const dateTime = /^(\d{4}-\d{2}-\d{2})[T ]/;

/**
 * A day (YYYY-MM-DD, local midnight) or an ISO date and time, as the API sends them; null for anything
 * else and for days that do not exist (2025-02-30, which Date would roll over to 2 March). English names
 * whatever locale dayjs was told to use elsewhere (the calendar's).
 */
function toDate(value: DateInput): Dayjs | null {
  if (value === null || value === undefined || value === "") return null;
  let date: Dayjs;
  if (typeof value !== "string") date = dayjs(value);
  else if (plainDay.test(value)) date = dayjs(value, "YYYY-MM-DD", true);
  else {
    const day = dateTime.exec(value)?.[1];
    date = day && dayjs(day, "YYYY-MM-DD", true).isValid() ? dayjs(value) : dayjs(Number.NaN);
  }
  return date.isValid() ? date.locale("en") : null;
}

/**
 * 5 Mar 2025. With `zone`, an instant's day is the day there (a dealer's documents are dated in the
 * dealer's zone, whatever the reader's); a plain day ("2025-03-05") is that day anywhere.
 */
export function formatDate(value: DateInput, zone?: string): string {
  const date = toDate(value);
  if (!date) return "";
  const instant = value instanceof Date || (typeof value === "string" && value.includes("T"));
  const day = zone && instant ? toDate(wallClockOf(date.toISOString(), zone).date) : date;
  return day ? day.format("D MMM YYYY") : "";
}

/** 5 Mar 2025, 2:30 pm */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? date.format("D MMM YYYY, h:mm a") : "";
}

/** 05/03/2025 */
export function formatShortDate(value: DateInput): string {
  const date = toDate(value);
  return date ? date.format("DD/MM/YYYY") : "";
}
