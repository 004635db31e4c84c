// Moving an appointment on the calendar (dragging it): it keeps its kind, its length in days and its
// times of day. Times move on the wall clock, so 09:00 stays 09:00 in Sydney across a change to or from
// summer time (the hour's length between start and end may then change by the DST shift).
import { allDayRange, dayOfValidDate, msOfValidInstant } from "./appointment-span.ts";
import type { TemporalData } from "./appointments.ts";
import { assertTimeZone, dayMs, dayOf, instantOfWall, plainDateOfDay, wallOf } from "./zoned-time.ts";

/**
 * How far to move: by whole days (`days`, any kind); so that it starts on a date keeping its time of day
 * (`toDate`, YYYY-MM-DD, any kind: a drop on a month view's day); or so that it starts at an instant
 * (`toStart`, ISO, timed kinds only: a drop on a week view's time slot).
 */
export type TemporalMove = { days: number } | { toDate: string } | { toStart: string };

/** The wall-clock shift (ms) a move makes to the start, read in the start's zone. */
function wallShift(data: TemporalData, move: TemporalMove): number {
  if ("days" in move) {
    if (!Number.isInteger(move.days)) throw new RangeError(`moves are by whole days, not ${move.days}`);
    return move.days * dayMs;
  }
  if ("toDate" in move) {
    const target = dayOfValidDate(move.toDate);
    switch (data.type) {
      case "date":
      case "datespan":
        return (target - allDayRange(data).first) * dayMs;
      case "time":
        return (target - dayOf(msOfValidInstant(data.time), data.zone)) * dayMs;
      case "timespan":
        return (target - dayOf(msOfValidInstant(data.start), data.startZone)) * dayMs;
    }
  }
  const target = msOfValidInstant(move.toStart);
  switch (data.type) {
    case "date":
    case "datespan":
      throw new RangeError("an all-day appointment moves by days or to a date, not to an instant");
    case "time":
      return wallOf(target, data.zone) - wallOf(msOfValidInstant(data.time), data.zone);
    case "timespan":
      return wallOf(target, data.startZone) - wallOf(msOfValidInstant(data.start), data.startZone);
  }
}

/** An instant moved by a wall-clock shift in a zone. */
function shifted(instant: string, shift: number, zone: string): number {
  return instantOfWall(wallOf(msOfValidInstant(instant), zone) + shift, zone);
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The temporal data moved (see TemporalMove). Dates move by whole days. A timed start and end each keep
 * their wall-clock time in their own zone, except that a `toStart` move starts at exactly that instant;
 * an end that DST would put before the start is the start. Moved instants are written in UTC (…Z).
 * Expects data temporalDataProblem accepts; throws RangeError else.
 */
export function moveTemporal(data: TemporalData, move: TemporalMove): TemporalData {
  const shift = wallShift(data, move);
  switch (data.type) {
    case "date":
      return { type: "date", date: plainDateOfDay(dayOfValidDate(data.date) + shift / dayMs) };
    case "datespan": {
      const { first, last } = allDayRange(data);
      const days = shift / dayMs;
      return { type: "datespan", start: plainDateOfDay(first + days), end: plainDateOfDay(last + days) };
    }
    case "time": {
      assertTimeZone(data.zone);
      const time = "toStart" in move ? msOfValidInstant(move.toStart) : shifted(data.time, shift, data.zone);
      return { type: "time", time: iso(time), zone: data.zone };
    }
    case "timespan": {
      assertTimeZone(data.startZone);
      assertTimeZone(data.endZone);
      const start =
        "toStart" in move ? msOfValidInstant(move.toStart) : shifted(data.start, shift, data.startZone);
      const end = shifted(data.end, shift, data.endZone);
      return { ...data, start: iso(start), end: iso(Math.max(start, end)) };
    }
  }
}
