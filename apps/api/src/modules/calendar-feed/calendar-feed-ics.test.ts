import type { TemporalData } from "@portal/domain";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { type FeedAppointment, renderCalendarFeed } from "./calendar-feed-ics.ts";

const appointment = (id: string, title: string, temporalData: TemporalData): FeedAppointment => ({
  id,
  title,
  location: "",
  description: "",
  temporalData,
  participants: [],
  version: 1,
  sequence: 0,
  context: { deal: null },
  createdAt: "2026-09-01T00:00:00.000Z",
  updatedAt: "2026-09-02T00:00:00.000Z",
});

function feedOf(appointments: FeedAppointment[]) {
  const text = renderCalendarFeed({
    person: { name: "Priya Shah" },
    companyName: "",
    uidDomain: "portal.example.com",
    appointments,
    dealUrl: () => "",
  });
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    text,
    calendar,
    zones: calendar
      .getAllSubcomponents("vtimezone")
      .map((zone) => String(zone.getFirstPropertyValue("tzid"))),
    dtstart: (title: string) =>
      calendar
        .getAllSubcomponents("vevent")
        .find((event) => event.getFirstPropertyValue("summary") === title)
        ?.getFirstProperty("dtstart"),
  };
}

describe("renderCalendarFeed", () => {
  it("names a zone's VTIMEZONE as its events do, where the tz database calls the zone otherwise", () => {
    const feed = feedOf([
      appointment("a2", "In Calcutta", {
        type: "timespan",
        start: "2026-10-05T09:00:00+05:30",
        end: "2026-10-05T10:00:00+05:30",
        startZone: "Asia/Calcutta",
        endZone: "Asia/Calcutta",
      }),
    ]);
    // The library ships the zone as Asia/Kolkata (Calcutta is an alias).
    expect(feed.zones).toEqual(["Asia/Calcutta"]);
    expect(feed.dtstart("In Calcutta")?.getParameter("tzid")).toBe("Asia/Calcutta");
    expect(feed.dtstart("In Calcutta")?.getFirstValue()?.toString()).toBe("2026-10-05T09:00:00");
  });

  it("writes times in their zone's wall clock on both sides of a DST change", () => {
    const feed = feedOf([
      // Sydney falls back 2026-04-05 03:00 AEDT → 02:00 AEST: 02:30 shows twice.
      appointment("a4", "First 02:30", {
        type: "time",
        time: "2026-04-05T02:30:00+11:00",
        zone: "Australia/Sydney",
      }),
      appointment("a5", "Second 02:30", {
        type: "timespan",
        start: "2026-04-05T02:30:00+10:00",
        end: "2026-04-05T01:15:00Z",
        startZone: "Australia/Sydney",
        endZone: "Asia/Tokyo",
      }),
      // It springs forward 2026-10-04 02:00 AEST → 03:00 AEDT.
      appointment("a6", "After the gap", {
        type: "time",
        time: "2026-10-03T16:00:00Z",
        zone: "Australia/Sydney",
      }),
      appointment("a7", "New York", {
        type: "time",
        time: "2026-11-01T06:30:00Z",
        zone: "America/New_York",
      }),
    ]);
    expect(feed.zones.sort()).toEqual(["America/New_York", "Australia/Sydney"]);
    expect(feed.text).toContain(
      "DTSTART;TZID=Australia/Sydney:20260405T023000\r\nDTEND;TZID=Australia/Sydney:20260405T023000\r\n",
    );
    expect(feed.text).toContain(
      "DTSTART;TZID=Australia/Sydney:20260405T023000\r\nDTEND;TZID=Australia/Sydney:20260405T111500\r\n",
    );
    expect(feed.text).toContain(
      "DTSTART;TZID=Australia/Sydney:20261004T030000\r\nDTEND;TZID=Australia/Sydney:20261004T030000\r\n",
    );
    expect(feed.text).toContain(
      "DTSTART;TZID=America/New_York:20261101T013000\r\nDTEND;TZID=America/New_York:20261101T013000\r\n",
    );
    const second = feed.dtstart("Second 02:30")?.getFirstValue();
    const first = feed.dtstart("First 02:30")?.getFirstValue();
    expect(first?.toString()).toBe("2026-04-05T02:30:00");
    expect(second?.toString()).toBe("2026-04-05T02:30:00");
  });

  it("writes UTC as UTC times (…Z), needing no VTIMEZONE", () => {
    const feed = feedOf([
      appointment("a1", "In UTC", { type: "time", time: "2026-10-05T19:00:00+10:00", zone: "UTC" }),
    ]);
    expect(feed.zones).toEqual([]);
    expect(feed.text).toContain("DTSTART:20261005T090000Z\r\nDTEND:20261005T090000Z\r\n");
  });

  it("writes an instant in UTC when it has no VTIMEZONE for the zone, rather than a TZID without one", () => {
    const feed = feedOf([
      appointment("a3", "Elsewhere", {
        type: "time",
        time: "2026-10-05T09:00:00+10:00",
        zone: "Mars/Olympus",
      }),
    ]);
    expect(feed.zones).toEqual([]);
    expect(feed.text).toContain("DTSTART:20261004T230000Z\r\nDTEND:20261004T230000Z\r\n");
  });

  it("names the calendar after the person alone when the company has no name", () => {
    expect(feedOf([]).calendar.getFirstPropertyValue("x-wr-calname")).toBe("Priya Shah");
  });
});
