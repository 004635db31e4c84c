// Appointments as the schedule draws them, and a drop on the schedule as the move it makes. The schedule
// works in wall-clock strings (`YYYY-MM-DD HH:mm:ss`): appointments are given to it, and read back from
// it, as the display zone's clocks show them, whatever zone the browser is in.
import type { ScheduleEventData } from "@mantine/schedule";
import type { Appointment, CalendarPerson } from "@portal/contract";
import {
  appointmentDays,
  instantOfWallClock,
  isAllDay,
  moveTemporal,
  type TemporalData,
  type TemporalMove,
  wallClockOf,
} from "@portal/domain";
import { addDays } from "./calendar-search.ts";

/** What an event on the schedule carries back to us. */
export type CalendarEventPayload = { appointmentId: string };
export type CalendarEvent = ScheduleEventData<CalendarEventPayload>;

/** The lane of appointments no personnel person takes part in (Multi, when everyone is shown). */
export const unassignedLane = "unassigned";

/** A zero-length (`time`) appointment is drawn this long, so it can be seen and clicked. */
const instantDrawnMinutes = 30;
// Mantine's blue.8 and gray.7: white text reads on both.
const defaultColor = "#1971c2";
const unassignedColor = "#495057";

const luminance = (hex: string) => {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/**
 * A person's badge colour as an event's background that white text reads on (WCAG 1.4.3, 4.5:1):
 * the colour itself when dark enough, else darkened until it is. Not a #rrggbb colour: the default.
 */
export function eventColor(color: string): string {
  if (!/^#[0-9a-f]{6}$/i.test(color)) return defaultColor;
  let hex = color.toLowerCase();
  // White on it: (1 + 0.05) / (L + 0.05) >= 4.5 while L <= 0.1833.
  for (let step = 0; luminance(hex) > 0.183 && step < 20; step++) {
    hex = `#${[1, 3, 5]
      .map((at) =>
        Math.round(Number.parseInt(hex.slice(at, at + 2), 16) * 0.9)
          .toString(16)
          .padStart(2, "0"),
      )
      .join("")}`;
  }
  return hex;
}

const wallString = (instant: string, zone: string) => {
  const { date, time } = wallClockOf(instant, zone);
  return `${date} ${time}:00`;
};

/** Start and end as the schedule takes them: all-day ones from the first day's 00:00 to the next day's. */
export function eventTimes(data: TemporalData, zone: string): { start: string; end: string } {
  if (isAllDay(data)) {
    const days = appointmentDays(data, zone);
    const first = days[0] ?? "";
    const last = days.at(-1) ?? first;
    return { start: `${first} 00:00:00`, end: `${addDays(last, 1)} 00:00:00` };
  }
  if (data.type === "time") {
    const start = wallString(data.time, zone);
    const end = wallString(
      new Date(Date.parse(data.time) + instantDrawnMinutes * 60_000).toISOString(),
      zone,
    );
    return { start, end };
  }
  return { start: wallString(data.start, zone), end: wallString(data.end, zone) };
}

/** The personnel taking part in an appointment: participants whose email is theirs, in any case. */
export function personnelOf(appointment: Appointment, people: readonly CalendarPerson[]): CalendarPerson[] {
  const emails = new Set(
    appointment.participants.flatMap((participant) =>
      participant.email ? [participant.email.toLowerCase()] : [],
    ),
  );
  return people.filter((person) => emails.has(person.email.toLowerCase()));
}

/** Single: one event per appointment, in the colour of the first person taking part. */
export function singleEvents(
  appointments: readonly Appointment[],
  people: readonly CalendarPerson[],
  zone: string,
): CalendarEvent[] {
  return appointments.map((appointment) => ({
    id: appointment.id,
    title: appointment.title,
    ...eventTimes(appointment.temporalData, zone),
    color: eventColor(personnelOf(appointment, people)[0]?.badgeColor ?? defaultColor),
    variant: "filled",
    payload: { appointmentId: appointment.id },
  }));
}

/**
 * Multi: one event per appointment and person taking part, in that person's lane (an appointment with
 * two of them shows in both); with `withUnassigned`, one with none in the unassigned lane.
 */
export function laneEvents(
  appointments: readonly Appointment[],
  lanes: readonly CalendarPerson[],
  zone: string,
  withUnassigned: boolean,
  people: readonly CalendarPerson[] = lanes,
): CalendarEvent[] {
  return appointments.flatMap((appointment): CalendarEvent[] => {
    const times = eventTimes(appointment.temporalData, zone);
    const base = { title: appointment.title, ...times, variant: "filled" as const };
    const payload = { appointmentId: appointment.id };
    const inLanes = personnelOf(appointment, lanes);
    if (inLanes.length === 0) {
      // Someone of the personnel not shown takes part: it is theirs, not unassigned.
      if (!withUnassigned || personnelOf(appointment, people).length > 0) return [];
      return [
        {
          ...base,
          id: `${appointment.id}/${unassignedLane}`,
          color: unassignedColor,
          resourceId: unassignedLane,
          payload,
        },
      ];
    }
    return inLanes.map((person) => ({
      ...base,
      id: `${appointment.id}/${person.id}`,
      color: eventColor(person.badgeColor),
      resourceId: person.id,
      payload,
    }));
  });
}

/**
 * How a drop moves an appointment. `newStart` is where the schedule put its start. All-day ones, and
 * timed ones dropped on a day (a month's cell), move to that date keeping their times; timed ones dropped
 * on a time slot start at that time. Null when the drop changes nothing.
 */
export function droppedTemporal(
  data: TemporalData,
  newStart: string,
  onTimeSlot: boolean,
  zone: string,
): TemporalData | null {
  const [date = "", time = ""] = newStart.split(" ");
  let move: TemporalMove;
  if (isAllDay(data) || !onTimeSlot) {
    move = { toDate: date };
  } else {
    const instant = instantOfWallClock({ date, time: time.slice(0, 5) }, zone);
    if (!instant) return null;
    move = { toStart: instant };
  }
  const moved = moveTemporal(data, move);
  return sameTemporal(moved, data) ? null : moved;
}

function sameTemporal(a: TemporalData, b: TemporalData): boolean {
  const span = (data: TemporalData) =>
    data.type === "date"
      ? [data.date]
      : data.type === "datespan"
        ? [data.start, data.end]
        : data.type === "time"
          ? [Date.parse(data.time)]
          : [Date.parse(data.start), Date.parse(data.end)];
  return a.type === b.type && JSON.stringify(span(a)) === JSON.stringify(span(b));
}
