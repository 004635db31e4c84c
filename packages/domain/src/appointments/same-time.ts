// Whether a change of an appointment's temporal data moves it: what a subscribed calendar is told by a
// higher SEQUENCE (RFC 5545 §3.8.7.4: a new start, end or time zone is a significant revision).
import { allDayRange, msOfValidInstant } from "./appointment-span.ts";
import type { TemporalData } from "./appointments.ts";

type Placed =
  | { allDay: true; first: number; last: number }
  | { allDay: false; start: number; end: number; startZone: string; endZone: string };

function placed(data: TemporalData): Placed {
  switch (data.type) {
    case "date":
    case "datespan":
      return { allDay: true, ...allDayRange(data) };
    case "time": {
      const at = msOfValidInstant(data.time);
      return { allDay: false, start: at, end: at, startZone: data.zone, endZone: data.zone };
    }
    case "timespan":
      return {
        allDay: false,
        start: msOfValidInstant(data.start),
        end: msOfValidInstant(data.end),
        startZone: data.startZone,
        endZone: data.endZone,
      };
  }
}

/**
 * True when both say the same days, or the same instants in the same zones, however they are written: a
 * one-day datespan is its date, a time is a zero-length timespan, and `09:00+10:00` is `23:00Z` the day
 * before. Expects data temporalDataProblem accepts; throws RangeError else.
 */
export function isSameTime(before: TemporalData, after: TemporalData): boolean {
  const a = placed(before);
  const b = placed(after);
  if (a.allDay || b.allDay) return a.allDay && b.allDay && a.first === b.first && a.last === b.last;
  return a.start === b.start && a.end === b.end && a.startZone === b.startZone && a.endZone === b.endZone;
}
