// When an appointment happens, read from its temporal data: instants, days, all-day or timed, past.
//
// An all-day appointment's dates belong to no zone: they are placed in the zone of whoever looks (the
// account's or the browser's), passed in as `zone`. A datespan's end date is inclusive (2026-04-04 to
// 2026-04-05 is two days). Spans are half-open: [start, end), so an all-day appointment ends at the first
// instant of the day after its last, and a timed one ending at 10:00 is over at 10:00.
import type { TemporalData } from "./appointments.ts";
import {
  assertTimeZone,
  dayOf,
  dayOfPlainDate,
  instantMs,
  plainDateOfDay,
  startOfDayIn,
} from "./zoned-time.ts";

export type AllDayTemporalData = Extract<TemporalData, { type: "date" | "datespan" }>;
export type TimedTemporalData = Extract<TemporalData, { type: "time" | "timespan" }>;

/** When an appointment starts and ends; `end` is exclusive and equals `start` for a `time`. */
export type AppointmentSpan = { start: Date; end: Date };

/** Date and datespan appointments last whole days; time and timespan ones have instants. */
export function isAllDay(data: TemporalData): data is AllDayTemporalData {
  return data.type === "date" || data.type === "datespan";
}

function must<T>(value: T | null, text: string): T {
  if (value === null) throw new RangeError(`INVALID_DATE: ${JSON.stringify(text)}`);
  return value;
}

/** The day of a YYYY-MM-DD the caller vouches for (temporalDataProblem found nothing); throws otherwise. */
export function dayOfValidDate(text: string): number {
  return must(dayOfPlainDate(text), text);
}

/** The epoch ms of an ISO instant the caller vouches for; throws otherwise. */
export function msOfValidInstant(text: string): number {
  return must(instantMs(text), text);
}

/** First and last local day (inclusive) of all-day data. */
export function allDayRange(data: AllDayTemporalData): { first: number; last: number } {
  if (data.type === "date") {
    const day = dayOfValidDate(data.date);
    return { first: day, last: day };
  }
  return { first: dayOfValidDate(data.start), last: dayOfValidDate(data.end) };
}

/** Start and exclusive end in epoch ms. */
export function spanMs(data: TemporalData, zone: string): { start: number; end: number } {
  switch (data.type) {
    case "date":
    case "datespan": {
      assertTimeZone(zone);
      const { first, last } = allDayRange(data);
      return { start: startOfDayIn(first, zone), end: startOfDayIn(last + 1, zone) };
    }
    case "time": {
      const at = msOfValidInstant(data.time);
      return { start: at, end: at };
    }
    case "timespan":
      return { start: msOfValidInstant(data.start), end: msOfValidInstant(data.end) };
  }
}

/**
 * The instants an appointment starts and ends. All-day data starts at the first instant of its first day
 * in `zone` and ends at the first instant of the day after its last (so a datespan's end date is
 * included); timed data ignores `zone`. Expects data temporalDataProblem accepts; throws RangeError else.
 */
export function appointmentSpan(data: TemporalData, zone: string): AppointmentSpan {
  const { start, end } = spanMs(data, zone);
  return { start: new Date(start), end: new Date(end) };
}

/** Where `now` falls against a span: a zero-length one happens at its one instant, others in [start, end). */
export function phaseAt(span: { start: number; end: number }, now: number): "BEFORE" | "DURING" | "AFTER" {
  if (now < span.start) return "BEFORE";
  return now < span.end || now === span.start ? "DURING" : "AFTER";
}

/**
 * True once an appointment is over at `now`: at or after its end, except that a zero-length `time` is
 * still happening at its very instant. All-day data ends with its last day in `zone`.
 */
export function isAppointmentPast(data: TemporalData, now: Date, zone: string): boolean {
  return phaseAt(spanMs(data, zone), now.getTime()) === "AFTER";
}

/**
 * The local dates (YYYY-MM-DD, in order) a calendar in `zone` shows the appointment on. All-day data
 * covers its dates as written; timed data covers the days of `zone` it overlaps, so one ending at
 * midnight does not reach into the next day, and a zero-length one covers the day of its instant.
 */
export function appointmentDays(data: TemporalData, zone: string): string[] {
  assertTimeZone(zone);
  let first: number;
  let last: number;
  if (isAllDay(data)) {
    ({ first, last } = allDayRange(data));
  } else {
    const { start, end } = spanMs(data, zone);
    first = dayOf(start, zone);
    last = end > start ? dayOf(end - 1, zone) : first;
  }
  const days: string[] = [];
  for (let day = first; day <= last; day++) days.push(plainDateOfDay(day));
  return days;
}
