// An instant as a zone's clocks show it (a date and a time of day), and back: what an editor's date and
// time inputs hold for a timed appointment.
import { msOfValidInstant } from "./appointment-span.ts";
import {
  assertTimeZone,
  dayMs,
  dayOf,
  dayOfPlainDate,
  instantOfWall,
  plainDateOfDay,
  wallOf,
} from "./zoned-time.ts";

/** A zone's local date (YYYY-MM-DD) and time of day (HH:mm, 24-hour). */
export type WallClock = { date: string; time: string };

const minuteMs = 60_000;
const timePattern = /^(\d{2}):(\d{2})$/;

/** The date and time (to the minute) a zone's clocks show at an instant the caller vouches for. */
export function wallClockOf(instant: string, zone: string): WallClock {
  assertTimeZone(zone);
  const ms = msOfValidInstant(instant);
  const wall = wallOf(ms, zone);
  const day = dayOf(ms, zone);
  const minutes = Math.floor((wall - day * dayMs) / minuteMs);
  const hh = String(Math.floor(minutes / 60)).padStart(2, "0");
  const mm = String(minutes % 60).padStart(2, "0");
  return { date: plainDateOfDay(day), time: `${hh}:${mm}` };
}

/**
 * The instant (ISO, UTC) a zone's clocks show a date and time, or null when either is not a real one
 * (2026-02-30, 24:00). A time the clocks skip moves on by the gap; one they show twice is the earlier.
 */
export function instantOfWallClock({ date, time }: WallClock, zone: string): string | null {
  assertTimeZone(zone);
  const day = dayOfPlainDate(date);
  const match = timePattern.exec(time);
  if (day === null || !match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (hours > 23 || minutes > 59) return null;
  const wall = day * dayMs + (hours * 60 + minutes) * minuteMs;
  return new Date(instantOfWall(wall, zone)).toISOString();
}
