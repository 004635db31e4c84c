// The appointment's subtitle (spec 000 §4 "Appointment edit"): Happening today, Happening now,
// Coming up {relative time} or Ended {relative time}. Codes and durations here; the web app words them.
import { isAllDay, phaseAt, spanMs } from "./appointment-span.ts";
import type { TemporalData } from "./appointments.ts";

export type AppointmentSubtitle =
  | { kind: "HAPPENING_NOW" }
  | { kind: "HAPPENING_TODAY" }
  | { kind: "COMING_UP"; inMs: number }
  | { kind: "ENDED"; agoMs: number };

/**
 * Which subtitle an appointment shows at `now`, its all-day dates read in `zone`.
 * - An all-day appointment whose days include today is HAPPENING_TODAY (it is "now" all day long).
 * - A timed one with `now` in [start, end) is HAPPENING_NOW; a zero-length `time` is so at its instant.
 * - Before its start it is COMING_UP, even later the same day; `inMs` counts to the start (for all-day
 *   data, the start of its first day).
 * - From its end on it has ENDED; `agoMs` counts from the end (for all-day data, the start of the day
 *   after its last), so it is 0 at the very end.
 */
export function appointmentSubtitle(data: TemporalData, now: Date, zone: string): AppointmentSubtitle {
  const span = spanMs(data, zone);
  const at = now.getTime();
  switch (phaseAt(span, at)) {
    case "BEFORE":
      return { kind: "COMING_UP", inMs: span.start - at };
    case "DURING":
      return { kind: isAllDay(data) ? "HAPPENING_TODAY" : "HAPPENING_NOW" };
    case "AFTER":
      return { kind: "ENDED", agoMs: at - span.end };
  }
}
