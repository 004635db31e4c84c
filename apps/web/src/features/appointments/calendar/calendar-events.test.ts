import type { Appointment, CalendarPerson } from "@portal/contract";
import { describe, expect, it } from "vitest";
import {
  droppedTemporal,
  eventColor,
  eventTimes,
  laneEvents,
  singleEvents,
  unassignedLane,
} from "./calendar-events.ts";

const sydney = "Australia/Sydney";
const people: CalendarPerson[] = [
  { id: "p-chris", name: "Chris Nguyen", email: "chris@example.com", badgeColor: "#e8590c" },
  { id: "p-priya", name: "Priya Shah", email: "priya@example.com", badgeColor: "#0c8599" },
];

function appointment(id: string, emails: string[], temporalData: Appointment["temporalData"]): Appointment {
  return {
    id,
    title: `Visit ${id}`,
    location: "",
    description: "",
    temporalData,
    participants: emails.map((email) => ({ name: email, email, phoneNumber: null, status: "YES" })),
    version: 1,
    context: { deal: null },
    createdAt: "2026-11-01T00:00:00.000Z",
    updatedAt: "2026-11-01T00:00:00.000Z",
  };
}

const timed = {
  type: "timespan",
  start: "2026-11-26T22:00:00.000Z",
  end: "2026-11-26T23:30:00.000Z",
  startZone: sydney,
  endZone: sydney,
} as const;

describe("appointments on the schedule", () => {
  it("draws times in the display zone's wall clock and all-day ones over whole days", () => {
    expect(eventTimes(timed, sydney)).toEqual({ start: "2026-11-27 09:00:00", end: "2026-11-27 10:30:00" });
    expect(eventTimes({ type: "date", date: "2026-11-28" }, sydney)).toEqual({
      start: "2026-11-28 00:00:00",
      end: "2026-11-29 00:00:00",
    });
    expect(eventTimes({ type: "datespan", start: "2026-11-30", end: "2026-12-01" }, sydney)).toEqual({
      start: "2026-11-30 00:00:00",
      end: "2026-12-02 00:00:00",
    });
    // A moment is drawn half an hour long, to be seen.
    expect(eventTimes({ type: "time", time: "2026-11-26T22:00:00Z", zone: sydney }, sydney)).toEqual({
      start: "2026-11-27 09:00:00",
      end: "2026-11-27 09:30:00",
    });
  });

  it("colours an appointment as its first person of the personnel, matched by email in any case", () => {
    const [event] = singleEvents(
      [appointment("a", ["x@example.com", "PRIYA@example.com"], timed)],
      people,
      sydney,
    );
    expect(event).toMatchObject({ id: "a", color: eventColor("#0c8599"), payload: { appointmentId: "a" } });
  });

  it("puts an appointment in each of its people's lanes, and one with none in the unassigned lane", () => {
    const both = appointment("both", ["chris@example.com", "priya@example.com"], timed);
    const nobody = appointment("nobody", ["customer@example.com"], timed);
    const events = laneEvents([both, nobody], people, sydney, true);
    expect(events.map((event) => [event.resourceId, event.payload?.appointmentId])).toEqual([
      ["p-chris", "both"],
      ["p-priya", "both"],
      [unassignedLane, "nobody"],
    ]);
    expect(new Set(events.map((event) => event.id)).size).toBe(3);
    // Only Chris's lane shown: Priya's part is not unassigned, and no unassigned lane without asking.
    const priyaOnly = appointment("priya", ["priya@example.com"], timed);
    expect(laneEvents([priyaOnly, both], [people[0] as CalendarPerson], sydney, true, people)).toHaveLength(
      1,
    );
    expect(laneEvents([nobody], people, sydney, false)).toEqual([]);
  });
});

describe("a drop", () => {
  it("moves a timed appointment to the slot's time, keeping its length", () => {
    expect(droppedTemporal(timed, "2026-11-30 14:15:00", true, sydney)).toEqual({
      ...timed,
      start: "2026-11-30T03:15:00.000Z",
      end: "2026-11-30T04:45:00.000Z",
    });
  });

  it("moves a timed appointment dropped on a month's day to that day at its own time", () => {
    expect(droppedTemporal(timed, "2026-12-02 09:00:00", false, sydney)).toMatchObject({
      start: "2026-12-01T22:00:00.000Z",
      end: "2026-12-01T23:30:00.000Z",
    });
  });

  it("keeps all-day ones all day, whatever time the slot had", () => {
    expect(
      droppedTemporal(
        { type: "datespan", start: "2026-11-30", end: "2026-12-01" },
        "2026-12-03 10:00:00",
        true,
        sydney,
      ),
    ).toEqual({
      type: "datespan",
      start: "2026-12-03",
      end: "2026-12-04",
    });
    expect(
      droppedTemporal({ type: "date", date: "2026-11-28" }, "2026-11-29 00:00:00", false, sydney),
    ).toEqual({
      type: "date",
      date: "2026-11-29",
    });
  });

  it("is nothing when dropped where it was", () => {
    expect(droppedTemporal(timed, "2026-11-27 09:00:00", true, sydney)).toBeNull();
    expect(
      droppedTemporal({ type: "date", date: "2026-11-28" }, "2026-11-28 00:00:00", false, sydney),
    ).toBeNull();
  });
});

describe("an event's colour", () => {
  const contrastWithWhite = (hex: string) => {
    const linear = [1, 3, 5].map((at) => {
      const c = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    const l = 0.2126 * (linear[0] ?? 0) + 0.7152 * (linear[1] ?? 0) + 0.0722 * (linear[2] ?? 0);
    return 1.05 / (l + 0.05);
  };

  it("keeps a dark badge colour and darkens a light one until white text reads on it", () => {
    expect(eventColor("#1864ab")).toBe("#1864ab");
    for (const badge of ["#fab005", "#0c8599", "#e8590c", "#40c057", "#ffffff", "#12B886"]) {
      expect(contrastWithWhite(eventColor(badge)), badge).toBeGreaterThanOrEqual(4.5);
    }
    expect(eventColor("teal")).toMatch(/^#[0-9a-f]{6}$/);
  });
});
