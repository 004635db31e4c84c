import { createHash } from "node:crypto";
import {
  type Appointment,
  appointmentSchema,
  type CreateAppointmentBody,
  calendarFeedSchema,
  issuedCalendarFeedSchema,
  type Person,
  personSchema,
} from "@portal/contract";
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  accounts,
  appointmentParticipants,
  appointments,
  personnel,
  personnelCalendarFeeds,
} from "../../db/schema/index.ts";
import { demoUsers, harbourAdmin } from "../../demo/demo-users.ts";
import { seedIds } from "../../demo/seed.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/helper.ts";
import { parseDeal } from "../deals/deal-test-kit.ts";

const sydney = "Australia/Sydney";
const perth = "Australia/Perth";
// The feed's window is counted from now: the tests stand on 1 October 2026 (Sydney's summer time starts
// on Sunday 4 October at 02:00), so the window is 3 July 2026 to 1 October 2027.
const today = new Date("2026-10-01T09:00:00Z");

type ParsedEvent = {
  uid: string;
  summary: string;
  sequence: number;
  component: ICAL.Component;
  event: ICAL.Event;
};

/** The feed as a calendar app reads it (ical.js), its VTIMEZONEs registered so TZIDs resolve. */
function parseFeed(text: string) {
  ICAL.TimezoneService.reset();
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = calendar.getAllSubcomponents("vtimezone");
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  const events: ParsedEvent[] = calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return { uid: event.uid, summary: event.summary, sequence: event.sequence, component, event };
  });
  return {
    calendar,
    zoneIds: zones.map((zone) => String(zone.getFirstPropertyValue("tzid"))),
    events,
    byTitle: (title: string) => {
      const found = events.filter((event) => event.summary === title);
      if (found.length !== 1) throw new Error(`${found.length} events called ${title}`);
      return found[0] as ParsedEvent;
    },
  };
}

const propertyOf = (event: ParsedEvent, name: string) => {
  const property = event.component.getFirstProperty(name);
  if (!property) throw new Error(`no ${name} in ${event.summary}`);
  return property;
};

const tokenOf = (url: string) => {
  const match = /\/api\/calendar\/feed\/([^/]+)\.ics$/.exec(url);
  if (!match?.[1]) throw new Error(`not a feed URL: ${url}`);
  return match[1];
};

describe("a person's calendar feed", () => {
  let t: TestApp;
  let demo: TestClient;
  let priya: Person;
  let chris: Person;
  let dealId: string;

  const feedPath = (url: string) => new URL(url).pathname;
  const issue = async (client: TestClient, person: Person) => {
    const response = await client.post(`/api/personnel/${person.id}/calendar-feed`);
    expect(response.statusCode, response.body).toBe(200);
    return issuedCalendarFeedSchema.parse(response.json());
  };
  const read = async (url: string) => {
    const response = await t.client().get(feedPath(url));
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const book = async (body: CreateAppointmentBody) => {
    const response = await demo.post(`/api/deals/${dealId}/appointments`, body);
    expect(response.statusCode, response.body).toBe(200);
    return appointmentSchema.parse(response.json());
  };
  const change = async (appointment: Appointment, changes: Partial<CreateAppointmentBody>) => {
    const response = await demo.put(`/api/appointments/${appointment.id}`, {
      version: appointment.version,
      title: appointment.title,
      location: appointment.location,
      description: appointment.description,
      temporalData: appointment.temporalData,
      participants: appointment.participants,
      ...changes,
    });
    expect(response.statusCode, response.body).toBe(200);
    return appointmentSchema.parse(response.json());
  };
  const withPriya = (status: "YES" | "NO" | "MAYBE" | "NOREPLY" = "NOREPLY") => ({
    // Any case: a participant is the person when their emails match in any case.
    name: "Priya Shah",
    email: "Priya.Shah@DemoBlinds.test",
    status,
  });

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.advance(today.getTime() - Date.now());
    demo = await t.signIn(demoUsers.admin.username, demoUsers.admin.password);
    const people = z.array(personSchema).parse((await demo.get("/api/personnel")).json());
    const named = (name: string) => {
      const person = people.find((candidate) => candidate.name === name);
      if (!person) throw new Error(`no ${name} in the demo's personnel`);
      return person;
    };
    priya = named("Priya Shah");
    chris = named("Chris Nguyen");
    dealId = parseDeal(
      await demo.post("/api/deals", { workflowId: seedIds.demoSalesWorkflow, name: "Feed kitchen" }),
    ).id;
  });
  afterAll(() => t.close());

  it("makes a link whose URL is answered once and whose token is kept only as a hash", async () => {
    expect(
      calendarFeedSchema.parse((await demo.get(`/api/personnel/${chris.id}/calendar-feed`)).json()),
    ).toEqual({ active: false, createdAt: null });
    const issued = await issue(demo, chris);
    expect(issued.url.startsWith(`${t.config.publicUrl}/api/calendar/feed/`)).toBe(true);
    const token = tokenOf(issued.url);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const state = await demo.get(`/api/personnel/${chris.id}/calendar-feed`);
    expect(state.json()).toEqual({ active: true, createdAt: issued.createdAt });
    expect(state.body).not.toContain(token);

    const rows = await t.db
      .select()
      .from(personnelCalendarFeeds)
      .where(eq(personnelCalendarFeeds.personId, chris.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("answers text/calendar, kept a few minutes, naming the person and the company", async () => {
    const issued = await issue(demo, priya);
    const response = await read(issued.url);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("private, max-age=300");
    expect(response.body.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    const feed = parseFeed(response.body);
    expect(feed.calendar.getFirstPropertyValue("x-wr-calname")).toBe("Priya Shah – Demo Blinds Co");
    expect(feed.calendar.getFirstPropertyValue("refresh-interval")?.toString()).toBe("PT1H");
  });

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

  describe("turning it off and replacing it", () => {
    let person: Person;
    beforeEach(async () => {
      const created = await demo.post("/api/personnel/create", {
        name: `Feed person ${Math.random()}`,
        email: `feed.${Date.now()}.${Math.random().toString(36).slice(2)}@demoblinds.test`,
      });
      expect(created.statusCode, created.body).toBe(200);
      person = personSchema.parse((await demo.get(`/api/personnel/${created.json().id}`)).json());
    });

    it("answers 404 for a turned-off link, as for one that never was, without saying which", async () => {
      const issued = await issue(demo, person);
      await read(issued.url);
      const off = await demo.delete(`/api/personnel/${person.id}/calendar-feed`);
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json()).toEqual({ ok: true });
      expect((await demo.get(`/api/personnel/${person.id}/calendar-feed`)).json()).toEqual({
        active: false,
        createdAt: null,
      });
      const revoked = await t.client().get(feedPath(issued.url));
      const unknown = await t.client().get(`/api/calendar/feed/${"A".repeat(43)}.ics`);
      const malformed = await t.client().get("/api/calendar/feed/x.ics");
      expect([revoked.statusCode, unknown.statusCode, malformed.statusCode]).toEqual([404, 404, 404]);
      expect(revoked.body).toBe(unknown.body);
      expect(malformed.body).toBe(unknown.body);
      expect(revoked.headers["content-type"]).toBe(unknown.headers["content-type"]);
      // Turning off what is off is fine.
      expect((await demo.delete(`/api/personnel/${person.id}/calendar-feed`)).statusCode).toBe(200);
      expect(
        await t.db
          .select()
          .from(personnelCalendarFeeds)
          .where(eq(personnelCalendarFeeds.personId, person.id)),
      ).toEqual([]);
    });

    it("replaces a link: the old URL stops working, the new one works", async () => {
      const first = await issue(demo, person);
      t.clock.advance(60_000);
      const second = await issue(demo, person);
      expect(second.url).not.toBe(first.url);
      expect((await t.client().get(feedPath(first.url))).statusCode).toBe(404);
      await read(second.url);
      expect((await demo.get(`/api/personnel/${person.id}/calendar-feed`)).json()).toEqual({
        active: true,
        createdAt: second.createdAt,
      });
    });

    it("goes with the person, and stays dark while the account's personnel feature is off", async () => {
      const issued = await issue(demo, person);
      await t.db
        .update(accounts)
        .set({ personnelEnabled: false })
        .where(eq(accounts.id, seedIds.demoAccount));
      expect((await t.client().get(feedPath(issued.url))).statusCode).toBe(404);
      await t.db.update(accounts).set({ personnelEnabled: true }).where(eq(accounts.id, seedIds.demoAccount));
      await read(issued.url);
      expect((await demo.delete(`/api/personnel/${person.id}`)).statusCode).toBe(200);
      expect((await t.client().get(feedPath(issued.url))).statusCode).toBe(404);
    });
  });

  it("is for whoever may change personnel: the supplier representative is refused, signed out is 401", async () => {
    const supplier = await t.signIn(demoUsers.supplierRep.username, demoUsers.supplierRep.password);
    for (const method of ["GET", "POST", "DELETE"] as const) {
      const response = await supplier.request({ method, url: `/api/personnel/${chris.id}/calendar-feed` });
      expect(response.statusCode).toBe(403);
      expect(
        (await t.client().request({ method, url: `/api/personnel/${chris.id}/calendar-feed` })).statusCode,
      ).toBe(401);
    }
    const sales = await t.signIn(demoUsers.sales.username, demoUsers.sales.password);
    expect((await sales.get(`/api/personnel/${chris.id}/calendar-feed`)).statusCode).toBe(200);
  });

  describe("another account", () => {
    let harbour: TestClient;
    let harbourPersonId: string;

    beforeAll(async () => {
      await t.db
        .update(accounts)
        .set({ personnelEnabled: true })
        .where(eq(accounts.id, seedIds.harbourAccount));
      harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
      // Harbour has its own person with Priya's address, and an appointment she is asked to.
      const created = await harbour.post("/api/personnel/create", { name: "Priya Shah", email: priya.email });
      expect(created.statusCode, created.body).toBe(200);
      harbourPersonId = created.json().id;
      const appointmentId = "0193a000-0000-7000-8000-00000000fe01";
      await t.db.insert(appointments).values({
        id: appointmentId,
        accountId: seedIds.harbourAccount,
        title: "Harbour louvres",
        temporalData: { type: "date", date: "2026-10-14" },
        startsAt: new Date("2026-10-13T13:00:00Z"),
        endsAt: new Date("2026-10-14T13:00:00Z"),
      });
      await t.db.insert(appointmentParticipants).values({
        id: "0193a000-0000-7000-8000-00000000fe02",
        accountId: seedIds.harbourAccount,
        appointmentId,
        name: "Priya Shah",
        email: priya.email,
      });
    });
    afterAll(async () => {
      await t.db
        .update(accounts)
        .set({ personnelEnabled: false })
        .where(eq(accounts.id, seedIds.harbourAccount));
    });

    it("never sees or changes our person's feed (404), and leaves it working", async () => {
      const issued = await issue(demo, priya);
      for (const method of ["GET", "POST", "DELETE"] as const) {
        const response = await harbour.request({ method, url: `/api/personnel/${priya.id}/calendar-feed` });
        expect(response.statusCode, `${method}: ${response.body}`).toBe(404);
      }
      await read(issued.url);
    });

    it("keeps each account's appointments in its own feeds, though the address is the same", async () => {
      const ours = parseFeed((await read((await issue(demo, priya)).url)).body).events.map((e) => e.summary);
      expect(ours).not.toContain("Harbour louvres");
      const theirsResponse = await harbour.post(`/api/personnel/${harbourPersonId}/calendar-feed`);
      expect(theirsResponse.statusCode, theirsResponse.body).toBe(200);
      const theirs = parseFeed((await read(issuedCalendarFeedSchema.parse(theirsResponse.json()).url)).body);
      expect(theirs.events.map((event) => event.summary)).toEqual(["Harbour louvres"]);
      expect(theirs.calendar.getFirstPropertyValue("x-wr-calname")).toMatch(/^Priya Shah – (?!Demo Blinds)/);
      const rows = await t.db.select().from(personnel).where(eq(personnel.id, harbourPersonId));
      expect(rows[0]?.accountId).toBe(seedIds.harbourAccount);
    });
  });
});
