// The all-day toggle of the appointment editor (spec 000 §4 "Appointment edit"): it converts between
// timespan and datespan. Date or datespan to timespan gives 09:00 to 10:00 local; time gives a zero-length
// span; timespan to datespan keeps the start and end dates.
import {
  type AllDayTemporalData,
  allDayRange,
  msOfValidInstant,
  type TimedTemporalData,
} from "./appointment-span.ts";
import type { TemporalData } from "./appointments.ts";
import { assertTimeZone, dayMs, dayOf, hourMs, instantOfWall, plainDateOfDay, wallOf } from "./zoned-time.ts";

/** The hours an all-day appointment gets when it is made timed: 09:00 to 10:00 on its (first) day. */
export const timedDefaultHours = { start: 9, end: 10 } as const;

/**
 * A new appointment's hours: the next whole hour ahead of `now` in `zone` for an hour (at 14:10 it is
 * 15:00–16:00; at 15:00 sharp, 16:00–17:00), so it never starts in the past.
 */
export function nextHourTemporal(
  now: number,
  zone: string,
): Extract<TimedTemporalData, { type: "timespan" }> {
  assertTimeZone(zone);
  const next = (Math.floor(wallOf(now, zone) / hourMs) + 1) * hourMs;
  return {
    type: "timespan",
    start: new Date(instantOfWall(next, zone)).toISOString(),
    end: new Date(instantOfWall(next + hourMs, zone)).toISOString(),
    startZone: zone,
    endZone: zone,
  };
}

/**
 * The toggle switched off. A date or datespan becomes a timespan from 09:00 to 10:00 on its (first)
 * date in `zone` (the account's or the browser's), with both zones `zone`; a time becomes a zero-length
 * timespan in its own zone; a timespan stays as it is.
 */
export function toTimedTemporal(data: TemporalData, zone: string): TimedTemporalData {
  switch (data.type) {
    case "date":
    case "datespan": {
      assertTimeZone(zone);
      const wall = allDayRange(data).first * dayMs;
      return {
        type: "timespan",
        start: new Date(instantOfWall(wall + timedDefaultHours.start * hourMs, zone)).toISOString(),
        end: new Date(instantOfWall(wall + timedDefaultHours.end * hourMs, zone)).toISOString(),
        startZone: zone,
        endZone: zone,
      };
    }
    case "time":
      return { type: "timespan", start: data.time, end: data.time, startZone: data.zone, endZone: data.zone };
    case "timespan":
      return data;
  }
}

/**
 * The toggle switched on. A timespan becomes a datespan from its start's date in its start zone to its
 * end's date in its end zone; an end at exactly midnight is the end of the day before (a 22:00 to 00:00
 * appointment stays on one day), and an end date that would fall before the start date (zones far
 * apart) is the start date. A time becomes the date of its day in its zone; dates stay as they are.
 */
export function toAllDayTemporal(data: TemporalData): AllDayTemporalData {
  switch (data.type) {
    case "date":
    case "datespan":
      return data;
    case "time":
      assertTimeZone(data.zone);
      return { type: "date", date: plainDateOfDay(dayOf(msOfValidInstant(data.time), data.zone)) };
    case "timespan": {
      assertTimeZone(data.startZone);
      assertTimeZone(data.endZone);
      const start = msOfValidInstant(data.start);
      const end = msOfValidInstant(data.end);
      const first = dayOf(start, data.startZone);
      const last = end > start ? dayOf(end - 1, data.endZone) : dayOf(end, data.endZone);
      return { type: "datespan", start: plainDateOfDay(first), end: plainDateOfDay(Math.max(first, last)) };
    }
  }
}

/** The temporal data after the all-day toggle is set to `allDay`; `zone` places dates made timed. */
export function setAllDay(data: TemporalData, allDay: boolean, zone: string): TemporalData {
  return allDay ? toAllDayTemporal(data) : toTimedTemporal(data, zone);
}
