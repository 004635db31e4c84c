// The calendar's appointments: a range of them (by dates or instants, across the changes of summer
// time), the personnel they are for, the Deals feature and tenant isolation. Booking, changing and
// deleting a deal's appointments: deal-appointments.routes.test.ts.
import { appointmentRangeMaxCount, type CalendarPerson, calendarPersonSchema } from "@portal/contract";
import type { TemporalData } from "@portal/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { newId } from "../../db/ids.ts";
import { appointments } from "../../db/schema/index.ts";
import { harbourAdmin } from "../../demo/demo-users.ts";
import { demoPersonnel } from "../../demo/people-and-orders.ts";
import { seedIds } from "../../demo/seed.ts";
import { codesOf, refusal } from "../../test/answers.ts";
import type { TestApp, TestClient } from "../../test/helper.ts";
import { appointmentsKit, kinds, newDeal, rangeOf, whole } from "../../test/kits/appointments.test-kit.ts";
import { boardOf, put, setModules, unknownId } from "../../test/kits/deals.test-kit.ts";

describe("appointments", () => {
  let t: TestApp;
  let demo: TestClient;
  let dealId: string;
  const { setUp, book, booked, titlesOn } = appointmentsKit();

  beforeAll(async () => {
    ({ t, demo, dealId } = await setUp());
  });
  afterAll(() => t.close());

  describe("the calendar's range", () => {
    let rangeDeal: string;
    beforeAll(async () => {
      rangeDeal = await newDeal(demo, "Range deal");
      const at = (title: string, temporalData: TemporalData) =>
        booked(demo, { title, temporalData }, rangeDeal);
      // Around 5 April 2026, when Sydney goes from +11:00 back to +10:00 at 03:00.
      await at("Day before", { type: "date", date: "2026-04-04" });
      await at("The day", { type: "date", date: "2026-04-05" });
      await at("Long weekend", { type: "datespan", start: "2026-04-03", end: "2026-04-05" });
      await at("Late evening before", {
        type: "time",
        time: "2026-04-04T23:59:00+11:00",
        zone: "Australia/Sydney",
      });
      await at("Midnight", { type: "time", time: "2026-04-05T00:00:00+11:00", zone: "Australia/Sydney" });
      await at("Twice 02:30", {
        type: "timespan",
        start: "2026-04-05T02:30:00+11:00",
        end: "2026-04-05T02:30:00+10:00",
        startZone: "Australia/Sydney",
        endZone: "Australia/Sydney",
      });
      await at("Late evening", { type: "time", time: "2026-04-05T23:30:00+10:00", zone: "Australia/Sydney" });
      await at("Next midnight", {
        type: "time",
        time: "2026-04-06T00:00:00+10:00",
        zone: "Australia/Sydney",
      });
      await at("Ends as the day starts", {
        type: "timespan",
        start: "2026-04-04T22:00:00+11:00",
        end: "2026-04-05T00:00:00+11:00",
        startZone: "Australia/Sydney",
        endZone: "Australia/Sydney",
      });
      // 4 October 2026, when Sydney goes from +10:00 to +11:00 at 02:00: a 23-hour day.
      await at("Spring day", { type: "date", date: "2026-10-04" });
      await at("Spring evening", {
        type: "time",
        time: "2026-10-04T23:30:00+11:00",
        zone: "Australia/Sydney",
      });
      await at("Spring next midnight", {
        type: "time",
        time: "2026-10-05T00:00:00+11:00",
        zone: "Australia/Sydney",
      });
    });

    it("reads the 25-hour day Sydney leaves summer time, by dates in the account's zone", async () => {
      // By start, then end: the zero-length one at midnight comes before the whole day.
      const day = ["Long weekend", "Midnight", "The day", "Twice 02:30", "Late evening"];
      expect(await titlesOn(demo, "from=2026-04-05&to=2026-04-06", rangeDeal)).toEqual(day);
      // The same range as instants; and instants in another offset name the same moments.
      expect(
        await titlesOn(demo, "from=2026-04-05T00:00:00%2B11:00&to=2026-04-06T00:00:00%2B10:00", rangeDeal),
      ).toEqual(day);
      expect(await titlesOn(demo, "from=2026-04-04T13:00:00Z&to=2026-04-05T14:00:00Z", rangeDeal)).toEqual(
        day,
      );
    });

    it("reads the 23-hour day Sydney starts summer time", async () => {
      expect(await titlesOn(demo, "from=2026-10-04&to=2026-10-05", rangeDeal)).toEqual([
        "Spring day",
        "Spring evening",
      ]);
    });

    it("keeps the range half-open: what ends at `from` or starts at `to` is out", async () => {
      expect(await titlesOn(demo, "from=2026-04-04&to=2026-04-05", rangeDeal)).toEqual([
        "Long weekend",
        "Day before",
        "Ends as the day starts",
        "Late evening before",
      ]);
      expect(
        await titlesOn(demo, "from=2026-04-05T00:00:00%2B11:00&to=2026-04-05T00:00:01%2B11:00", rangeDeal),
      ).toEqual(["Long weekend", "Midnight", "The day"]);
    });

    it("bounds the range, and answers bad ends on their fields", async () => {
      const problem = async (query: string) => {
        const response = await demo.get(`/api/appointments?${query}`);
        expect(response.statusCode, query).toBe(422);
        return response.json();
      };
      expect(codesOf((await problem("from=2026-04-01&to=2026-06-03")).errors)).toEqual({
        to: ["RANGE_TOO_LONG"],
      });
      expect((await problem("from=2026-04-01&to=2026-06-03")).errors.to[0].params).toEqual({ maximum: 62 });
      expect(codesOf((await problem("from=2026-04-06&to=2026-04-05")).errors)).toEqual({
        to: ["END_BEFORE_START"],
      });
      expect(codesOf((await problem("from=2026-04-31")).errors)).toEqual({ from: ["INVALID_DATE"] });
      expect(codesOf((await problem("personIds=nobody")).errors)).toEqual({
        "personIds.0": ["INVALID_FORMAT"],
      });
      // 62 days of dates fit even across the change of 5 April.
      expect((await demo.get("/api/appointments?from=2026-03-01&to=2026-05-02")).statusCode).toBe(200);
      // One end alone reaches the longest range on its side.
      expect(await titlesOn(demo, "to=2026-04-05", rangeDeal)).toContain("Day before");
      expect(await titlesOn(demo, "from=2026-08-05", rangeDeal)).toEqual([
        "Spring day",
        "Spring evening",
        "Spring next midnight",
      ]);
    });

    it("reads what is coming up when no range is given", async () => {
      const soon = new Date(t.clock.now().getTime() + 86_400_000).toISOString();
      const past = new Date(t.clock.now().getTime() - 86_400_000).toISOString();
      const deal = await newDeal(demo, "Upcoming deal");
      await booked(demo, { title: "Soon", temporalData: { type: "time", time: soon, zone: "UTC" } }, deal);
      await booked(demo, { title: "Past", temporalData: { type: "time", time: past, zone: "UTC" } }, deal);
      expect(await titlesOn(demo, "", deal)).toEqual(["Soon"]);
    });

    it("answers the earliest appointmentRangeMaxCount and says when it left more out", async () => {
      const deal = await newDeal(demo, "Busy deal");
      const day = Date.parse("2031-03-03T00:00:00Z");
      // Straight into the table: a range this full is too many bookings to make one by one.
      const rows = (count: number, offset: number) =>
        Array.from({ length: count }, (_, index) => {
          const start = new Date(day + (offset + index) * 60_000);
          return {
            id: newId(),
            accountId: seedIds.demoAccount,
            dealId: deal,
            title: `Slot ${offset + index}`,
            temporalData: { type: "time", time: start.toISOString(), zone: "UTC" } as const,
            startsAt: start,
            endsAt: start,
          };
        });
      await t.db.insert(appointments).values(rows(appointmentRangeMaxCount, 0));
      const full = await rangeOf(demo, "from=2031-03-03&to=2031-03-05");
      expect(full.appointments).toHaveLength(appointmentRangeMaxCount);
      expect(full.truncated).toBe(false);
      await t.db.insert(appointments).values(rows(1, appointmentRangeMaxCount));
      const over = await rangeOf(demo, "from=2031-03-03&to=2031-03-05");
      expect(over.truncated).toBe(true);
      expect(over.appointments).toHaveLength(appointmentRangeMaxCount);
      expect(over.appointments.at(-1)?.title).toBe(`Slot ${appointmentRangeMaxCount - 1}`);
      expect((await rangeOf(demo, "from=2031-03-03T00:01:00Z&to=2031-03-05")).truncated).toBe(false);
    });
  });

  describe("people", () => {
    let people: Map<string, CalendarPerson>;
    const idOf = (name: string) => people.get(name)?.id ?? "";

    beforeAll(async () => {
      const response = await demo.get("/api/calendar/people");
      expect(response.statusCode, response.body).toBe(200);
      people = new Map(
        z
          .array(calendarPersonSchema)
          .parse(response.json())
          .map((person) => [person.name, person]),
      );
    });

    it("lists the personnel by name for the per-person view", async () => {
      const names = Object.values(demoPersonnel).map((person) => person.name);
      expect([...people.keys()]).toEqual(names.toSorted((a, b) => a.localeCompare(b)));
      for (const person of people.values()) expect(person.badgeColor).toMatch(/^#[0-9a-f]{6}$/);
    });

    it("keeps the appointments the chosen people take part in, matched by email in any case", async () => {
      const deal = await newDeal(demo, "People deal");
      const when = { type: "date", date: "2026-07-01" } as const;
      const priya = demoPersonnel.priya.email.toUpperCase();
      await booked(
        demo,
        { title: "Priya", temporalData: when, participants: [{ name: "P", email: priya }] },
        deal,
      );
      await booked(
        demo,
        {
          title: "Chris and Tom",
          temporalData: when,
          participants: [
            { name: "Chris", email: demoPersonnel.chris.email },
            { name: "Tom", email: demoPersonnel.tom.email },
          ],
        },
        deal,
      );
      await booked(demo, { title: "Nobody", temporalData: when, participants: [{ name: "Customer" }] }, deal);
      const range = "from=2026-07-01&to=2026-07-02";
      expect(await titlesOn(demo, `${range}&personIds=${idOf("Priya Shah")}`, deal)).toEqual(["Priya"]);
      expect(await titlesOn(demo, `${range}&personIds=${idOf("Tom O'Brien")}`, deal)).toEqual([
        "Chris and Tom",
      ]);
      const both = ["Chris and Tom", "Priya"];
      const [chris, priyaId] = [idOf("Chris Nguyen"), idOf("Priya Shah")];
      expect((await titlesOn(demo, `${range}&personIds=${chris},${priyaId}`, deal)).toSorted()).toEqual(both);
      expect(
        (await titlesOn(demo, `${range}&personIds=${chris}&personIds=${priyaId}`, deal)).toSorted(),
      ).toEqual(both);
      expect(await titlesOn(demo, `${range}&personIds=${unknownId}`, deal)).toEqual([]);
      expect((await titlesOn(demo, range, deal)).toSorted()).toEqual(["Chris and Tom", "Nobody", "Priya"]);
    });
  });

  it("is part of the Deals feature: an account without it is refused", async () => {
    const appointment = await booked(demo, { title: "Deals only", temporalData: kinds.date });
    await setModules(t, seedIds.demoAccount, []);
    try {
      for (const url of [
        "/api/appointments",
        `/api/appointments/${appointment.id}`,
        `/api/deals/${dealId}/appointments`,
        "/api/calendar/people",
      ]) {
        expect((await demo.get(url)).statusCode, url).toBe(403);
      }
    } finally {
      await setModules(t, seedIds.demoAccount, ["DEALS"]);
    }
  });

  it("keeps dealers apart: another dealer's deals and appointments are 404 and out of its ranges", async () => {
    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    const theirDeal = (await boardOf(harbour, seedIds.harbourSalesWorkflow))[0]?.id ?? "";
    await booked(harbour, { title: "Brisbane day", temporalData: kinds.date }, theirDeal);
    const mine = await booked(demo, { title: "Private visit", temporalData: kinds.date });
    for (const response of [
      await harbour.get(`/api/appointments/${mine.id}`),
      await put(harbour, `/api/appointments/${mine.id}`, whole(mine)),
      await harbour.delete(`/api/appointments/${mine.id}`),
      await harbour.get(`/api/deals/${dealId}/appointments`),
      await book(harbour, { title: "x", temporalData: kinds.date }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(refusal("NOT_FOUND"));
    }
    const theirs = (await rangeOf(harbour, "from=2026-04-01&to=2026-05-01")).appointments;
    expect(theirs.some((row) => row.id === mine.id)).toBe(false);
    expect(theirs.map((row) => row.title)).toEqual(["Brisbane day"]);
    const harbourDeal = theirs[0]?.context.deal?.id ?? "";
    expect((await demo.get(`/api/deals/${harbourDeal}/appointments`)).statusCode).toBe(404);
    expect((await demo.get(`/api/appointments/${theirs[0]?.id}`)).statusCode).toBe(404);
    const demoPeople = (await demo.get("/api/calendar/people")).body;
    expect((await harbour.get("/api/calendar/people")).body).not.toBe(demoPeople);
    expect((await demo.get(`/api/appointments/${mine.id}`)).json()).toEqual(mine);
  });
});
