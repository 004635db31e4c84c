// The feed's contents as a calendar app reads them: each kind of appointment, time zones across
// Sydney's change to summer time, participants, SEQUENCE, and the window of days it covers.

import type { Appointment, Person } from "@portal/contract";
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appointments } from "../../db/schema/index.ts";
import type { TestApp, TestClient } from "../../test/helper.ts";
import {
  type FeedApp,
  feedCalls,
  parseFeed,
  perth,
  propertyOf,
  startFeedApp,
  sydney,
} from "../../test/kits/calendar-feed.test-kit.ts";

describe("a person's calendar feed", () => {
  let app: FeedApp;
  let t: TestApp;
  let demo: TestClient;
  let priya: Person;
  let chris: Person;
  let dealId: string;
  const { issue, read, book, change, withPriya } = feedCalls(() => app);

  beforeAll(async () => {
    app = await startFeedApp();
    ({ t, demo, priya, chris, dealId } = app);
  });
  afterAll(() => t.close());
  describe("with Priya's appointments", () => {
    let url: string;
    const titles = {
      timedSydney: "Measure before summer time",
      timedSummer: "Measure in summer time",
      perth: "Call the Perth factory",
      date: "Install day",
      datespan: "Shutter job",
      instant: "Phone the customer",
      notHers: "Chris alone",
      tooOld: "Four months ago",
      recent: "Seventy-eight days ago",
      tooFar: "Next year and a bit",
    };
    const booked: Record<string, Appointment> = {};

    beforeAll(async () => {
      url = (await issue(demo, priya)).url;
      booked.timedSydney = await book({
        title: titles.timedSydney,
        location: "12 Harbour Road, Mosman",
        description: "Bring the sample book.\nSide gate is open.",
        temporalData: {
          type: "timespan",
          start: "2026-09-30T09:00:00+10:00",
          end: "2026-09-30T10:30:00+10:00",
          startZone: sydney,
          endZone: sydney,
        },
        participants: [
          withPriya("YES"),
          { name: "Chris Nguyen", email: chris.email, status: "NO" },
          { name: "Mrs Jones", email: "jones@example.com", status: "MAYBE" },
          { name: "Site contact", phoneNumber: "0412 345 678", status: "YES" },
        ],
      });
      booked.timedSummer = await book({
        title: titles.timedSummer,
        temporalData: {
          type: "timespan",
          start: "2026-10-05T09:00:00+11:00",
          end: "2026-10-05T10:00:00+11:00",
          startZone: sydney,
          endZone: sydney,
        },
        participants: [withPriya()],
      });
      booked.perth = await book({
        title: titles.perth,
        temporalData: {
          type: "timespan",
          start: "2026-10-06T08:00:00+08:00",
          end: "2026-10-06T08:30:00+08:00",
          startZone: perth,
          endZone: perth,
        },
        participants: [withPriya()],
      });
      booked.date = await book({
        title: titles.date,
        temporalData: { type: "date", date: "2026-10-10" },
        participants: [withPriya()],
      });
      booked.datespan = await book({
        title: titles.datespan,
        temporalData: { type: "datespan", start: "2026-10-20", end: "2026-10-22" },
        participants: [withPriya()],
      });
      booked.instant = await book({
        title: titles.instant,
        temporalData: { type: "time", time: "2026-10-12T14:00:00+11:00", zone: sydney },
        participants: [withPriya()],
      });
      await book({
        title: titles.notHers,
        temporalData: { type: "date", date: "2026-10-11" },
        participants: [{ name: "Chris Nguyen", email: chris.email }],
      });
      await book({
        title: titles.tooOld,
        temporalData: { type: "date", date: "2026-06-01" },
        participants: [withPriya()],
      });
      await book({
        title: titles.recent,
        temporalData: { type: "date", date: "2026-07-15" },
        participants: [withPriya()],
      });
      await book({
        title: titles.tooFar,
        temporalData: { type: "date", date: "2027-10-05" },
        participants: [withPriya()],
      });
    });

    it("holds what she takes part in, 90 days back to a year ahead, and nothing else", async () => {
      const summaries = parseFeed((await read(url)).body).events.map((event) => event.summary);
      for (const title of [
        titles.timedSydney,
        titles.timedSummer,
        titles.perth,
        titles.date,
        titles.datespan,
        titles.instant,
        titles.recent,
      ])
        expect(summaries).toContain(title);
      for (const title of [titles.notHers, titles.tooOld, titles.tooFar])
        expect(summaries).not.toContain(title);
    });

    it("gives each appointment a UID of its own that stays the same from one fetch to the next", async () => {
      const first = await read(url);
      const second = await read(url);
      const uids = parseFeed(first.body).events.map((event) => event.uid);
      expect(new Set(uids).size).toBe(uids.length);
      expect(parseFeed(first.body).byTitle(titles.date).uid).toBe(`${booked.date?.id}@localhost`);
      // Nothing changed, so nothing reads differently (DTSTAMP is the appointment's last change).
      expect(second.body).toBe(first.body);
    });

    it("writes timed ones with a TZID and a VTIMEZONE carrying Sydney's daylight-saving rules", async () => {
      const feed = parseFeed((await read(url)).body);
      expect(feed.zoneIds.toSorted()).toEqual([perth, sydney]);
      const sydneyZone = feed.calendar
        .getAllSubcomponents("vtimezone")
        .find((zone) => zone.getFirstPropertyValue("tzid") === sydney);
      expect(sydneyZone?.getAllSubcomponents("daylight")).toHaveLength(1);
      expect(sydneyZone?.getAllSubcomponents("standard")).toHaveLength(1);

      const before = feed.byTitle(titles.timedSydney);
      expect(propertyOf(before, "dtstart").getParameter("tzid")).toBe(sydney);
      expect(propertyOf(before, "dtend").getParameter("tzid")).toBe(sydney);
      expect(before.event.startDate.toString()).toBe("2026-09-30T09:00:00");
      // The parser places the wall times with the feed's own zone rules: +10 before 4 October, +11 after.
      expect(before.event.startDate.toJSDate().toISOString()).toBe("2026-09-29T23:00:00.000Z");
      expect(before.event.endDate.toJSDate().toISOString()).toBe("2026-09-30T00:30:00.000Z");
      const summer = feed.byTitle(titles.timedSummer);
      expect(summer.event.startDate.toString()).toBe("2026-10-05T09:00:00");
      expect(summer.event.startDate.toJSDate().toISOString()).toBe("2026-10-04T22:00:00.000Z");
      const inPerth = feed.byTitle(titles.perth);
      expect(propertyOf(inPerth, "dtstart").getParameter("tzid")).toBe(perth);
      expect(inPerth.event.startDate.toJSDate().toISOString()).toBe("2026-10-06T00:00:00.000Z");
    });

    it("writes all-day ones as dates, ending the day after their last day", async () => {
      const feed = parseFeed((await read(url)).body);
      const day = feed.byTitle(titles.date);
      expect(propertyOf(day, "dtstart").type).toBe("date");
      expect(day.event.startDate.isDate).toBe(true);
      expect(day.event.startDate.toString()).toBe("2026-10-10");
      expect(day.event.endDate.toString()).toBe("2026-10-11");
      const span = feed.byTitle(titles.datespan);
      expect(span.event.startDate.isDate).toBe(true);
      expect(span.event.startDate.toString()).toBe("2026-10-20");
      expect(span.event.endDate.toString()).toBe("2026-10-23");
      expect(propertyOf(span, "dtstart").getParameter("tzid")).toBeUndefined();
    });

    it("writes a time as a zero-length event", async () => {
      const instant = parseFeed((await read(url)).body).byTitle(titles.instant);
      expect(instant.event.startDate.toJSDate().toISOString()).toBe("2026-10-12T03:00:00.000Z");
      expect(instant.event.endDate.compare(instant.event.startDate)).toBe(0);
    });

    it("carries the location, the description with the deal, and the participants' answers", async () => {
      const event = parseFeed((await read(url)).body).byTitle(titles.timedSydney);
      expect(event.event.location).toBe("12 Harbour Road, Mosman");
      const dealUrl = `${t.config.publicUrl}/workflows/sales/${dealId}?tab=appointments`;
      expect(event.event.description).toMatch(
        /^Bring the sample book\.\nSide gate is open\.\n\nDeal D-\d+: Feed kitchen\n/,
      );
      expect(event.event.description.endsWith(dealUrl)).toBe(true);
      expect(event.component.getFirstPropertyValue("url")).toBe(dealUrl);
      const answers = event.event.attendees.map((attendee) => [
        attendee.getParameter("cn"),
        String(attendee.getFirstValue()).toLowerCase(),
        attendee.getParameter("partstat"),
      ]);
      // The site contact has no email, so no calendar address: no ATTENDEE.
      expect(answers).toEqual([
        ["Priya Shah", "mailto:priya.shah@demoblinds.test", "ACCEPTED"],
        ["Chris Nguyen", `mailto:${chris.email}`, "DECLINED"],
        ["Mrs Jones", "mailto:jones@example.com", "TENTATIVE"],
      ]);
      expect(
        parseFeed((await read(url)).body)
          .byTitle(titles.date)
          .event.attendees[0]?.getParameter("partstat"),
      ).toBe("NEEDS-ACTION");
      expect(propertyOf(event, "dtstamp").getFirstValue()?.toString()).toBe(
        ICAL.Time.fromJSDate(new Date(booked.timedSydney?.updatedAt ?? ""), true).toString(),
      );
      expect(propertyOf(event, "last-modified")).toBeDefined();
    });

    it("bumps SEQUENCE when an appointment moves, not when only its title or how its time is written changes", async () => {
      const sequenceOf = async (title: string) => parseFeed((await read(url)).body).byTitle(title).sequence;
      let summer = booked.timedSummer as Appointment;
      expect(await sequenceOf(titles.timedSummer)).toBe(0);

      summer = await change(summer, {
        temporalData: {
          type: "timespan",
          start: "2026-10-05T11:00:00+11:00",
          end: "2026-10-05T12:00:00+11:00",
          startZone: sydney,
          endZone: sydney,
        },
      });
      expect(await sequenceOf(titles.timedSummer)).toBe(1);
      const moved = parseFeed((await read(url)).body).byTitle(titles.timedSummer);
      expect(moved.uid).toBe(`${summer.id}@localhost`);
      expect(moved.event.startDate.toString()).toBe("2026-10-05T11:00:00");

      summer = await change(summer, {
        title: "Measure in summer time (kitchen)",
        description: "Upstairs too",
      });
      expect(await sequenceOf("Measure in summer time (kitchen)")).toBe(1);
      // The same instants in UTC: not a move.
      summer = await change(summer, {
        temporalData: {
          type: "timespan",
          start: "2026-10-05T00:00:00.000Z",
          end: "2026-10-05T01:00:00.000Z",
          startZone: sydney,
          endZone: sydney,
        },
      });
      expect(await sequenceOf("Measure in summer time (kitchen)")).toBe(1);
      // Made all day: a move.
      await change(summer, { temporalData: { type: "date", date: "2026-10-05" } });
      expect(await sequenceOf("Measure in summer time (kitchen)")).toBe(2);
      const [row] = await t.db.select().from(appointments).where(eq(appointments.id, summer.id));
      expect(row?.sequence).toBe(2);
    });
  });
});
