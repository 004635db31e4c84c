import {
  type Appointment,
  appointmentSchema,
  type CalendarPerson,
  type CreateAppointmentBody,
  calendarPersonSchema,
} from "@portal/contract";
import type { TemporalData } from "@portal/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { appointmentParticipants, appointments } from "../../db/schema/index.ts";
import { demoUsers, harbourAdmin } from "../../demo/demo-users.ts";
import { demoPersonnel } from "../../demo/people-and-orders.ts";
import { seedIds } from "../../demo/seed.ts";
import { codesOf, refusal } from "../../test/answers.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/helper.ts";
import { boardOf, parseDeal, put, setModules, unknownId } from "../deals/deal-test-kit.ts";

const { admin, dealsOnly, sales, supplierRep } = demoUsers;
const appointmentList = z.array(appointmentSchema);

const kinds: Record<TemporalData["type"], TemporalData> = {
  date: { type: "date", date: "2026-04-05" },
  datespan: { type: "datespan", start: "2026-04-04", end: "2026-04-06" },
  time: { type: "time", time: "2026-04-05T09:30:00+10:00", zone: "Australia/Sydney" },
  timespan: {
    type: "timespan",
    start: "2026-04-05T01:30:00.000Z",
    end: "2026-04-05T12:00:00+08:00",
    startZone: "Australia/Sydney",
    endZone: "Australia/Perth",
  },
};

describe("appointments", () => {
  let t: TestApp;
  let demo: TestClient;
  let dealId: string;

  const newDeal = async (client: TestClient, name: string, workflowId = seedIds.demoSalesWorkflow) =>
    parseDeal(await client.post("/api/deals", { workflowId, name })).id;
  const book = (client: TestClient, body: CreateAppointmentBody, deal = dealId) =>
    client.post(`/api/deals/${deal}/appointments`, body);
  const booked = async (client: TestClient, body: CreateAppointmentBody, deal = dealId) => {
    const response = await book(client, body, deal);
    expect(response.statusCode, response.body).toBe(200);
    return appointmentSchema.parse(response.json());
  };
  const listOf = async (client: TestClient, url: string) => {
    const response = await client.get(url);
    expect(response.statusCode, response.body).toBe(200);
    return appointmentList.parse(response.json());
  };
  const titlesOn = async (client: TestClient, query: string, deal = dealId) =>
    (await listOf(client, `/api/appointments?${query}`))
      .filter((appointment) => appointment.context.deal?.id === deal)
      .map((appointment) => appointment.title);
  const stored = async (id: string) => {
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, id));
    if (!row) throw new Error(`no appointment ${id}`);
    return row;
  };
  const whole = (appointment: Appointment) => ({
    version: appointment.version,
    title: appointment.title,
    location: appointment.location,
    description: appointment.description,
    temporalData: appointment.temporalData,
    participants: appointment.participants,
  });

  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.signIn(admin.username, admin.password);
    dealId = await newDeal(demo, "Appointments deal");
  });
  afterAll(() => t.close());

  it("books one on a deal with its participants, who have not answered unless they said", async () => {
    const appointment = await booked(demo, {
      title: " Check-measure ",
      location: "12 Harbour Road",
      temporalData: kinds.time,
      participants: [
        { name: "Priya Shah", email: "priya.shah@demoblinds.test" },
        { name: "Customer", email: "", phoneNumber: "0412 345 678", status: "YES" },
      ],
    });
    expect(appointment).toMatchObject({
      title: "Check-measure",
      location: "12 Harbour Road",
      description: "",
      version: 1,
      temporalData: kinds.time,
      participants: [
        { name: "Priya Shah", email: "priya.shah@demoblinds.test", phoneNumber: null, status: "NOREPLY" },
        { name: "Customer", email: null, phoneNumber: "0412 345 678", status: "YES" },
      ],
    });
    const deal = appointment.context.deal;
    expect(deal).toMatchObject({ id: dealId, workflowId: seedIds.demoSalesWorkflow, workflowSlug: "sales" });
    expect(deal?.isArchived).toBe(false);
    expect((await demo.get(`/api/appointments/${appointment.id}`)).json()).toEqual(appointment);
    expect(await listOf(demo, `/api/deals/${dealId}/appointments`)).toContainEqual(appointment);
  });

  it.each(Object.entries(kinds))("keeps a %s as it was sent, and answers it the same", async (kind, when) => {
    const appointment = await booked(demo, { title: `A ${kind}`, temporalData: when });
    expect(appointment.temporalData).toEqual(when);
    expect((await stored(appointment.id)).temporalData).toEqual(when);
    const read = appointmentSchema.parse((await demo.get(`/api/appointments/${appointment.id}`)).json());
    expect(JSON.stringify(read.temporalData)).toBe(JSON.stringify(appointment.temporalData));
  });

  it("places all-day ones in the account's time zone, never at midnight UTC", async () => {
    // 5 April 2026 is the day Sydney leaves summer time: 25 hours, from 00:00+11:00 to 00:00+10:00.
    const date = await booked(demo, { title: "All day", temporalData: kinds.date });
    expect(await stored(date.id)).toMatchObject({
      startsAt: new Date("2026-04-05T00:00:00+11:00"),
      endsAt: new Date("2026-04-06T00:00:00+10:00"),
    });
    const span = await booked(demo, { title: "Three days", temporalData: kinds.datespan });
    expect(await stored(span.id)).toMatchObject({
      startsAt: new Date("2026-04-04T00:00:00+11:00"),
      endsAt: new Date("2026-04-07T00:00:00+10:00"),
    });
    // The other dealer's main company is in Brisbane (no summer time).
    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    const harbourDeal = (await boardOf(harbour, seedIds.harbourSalesWorkflow))[0]?.id ?? "";
    const theirs = await booked(harbour, { title: "Brisbane day", temporalData: kinds.date }, harbourDeal);
    expect(await stored(theirs.id)).toMatchObject({
      startsAt: new Date("2026-04-05T00:00:00+10:00"),
      endsAt: new Date("2026-04-06T00:00:00+10:00"),
    });
  });

  it("answers the domain's codes on the fields they concern", async () => {
    const cases: Array<[unknown, Record<string, string[]>]> = [
      [{ type: "date", date: "2026-02-29" }, { "temporalData.date": ["INVALID_DATE"] }],
      [
        { type: "datespan", start: "2026-04-06", end: "2026-04-05" },
        { "temporalData.end": ["END_BEFORE_START"] },
      ],
      [
        { type: "time", time: "2026-04-05T09:00:00Z", zone: "Sydney" },
        { "temporalData.zone": ["UNKNOWN_TIME_ZONE"] },
      ],
      [
        {
          type: "timespan",
          start: "2026-04-05T09:00",
          end: "2026-04-05T10:00Z",
          startZone: "UTC",
          endZone: "UTC",
        },
        { "temporalData.start": ["INVALID_DATE"] },
      ],
      [
        {
          type: "timespan",
          start: "2026-04-05T10:00:00+10:00",
          end: "2026-04-05T09:59:00+10:00",
          startZone: "Australia/Sydney",
          endZone: "Australia/Sydney",
        },
        { "temporalData.end": ["END_BEFORE_START"] },
      ],
    ];
    for (const [temporalData, errors] of cases) {
      const response = await book(demo, { title: "Bad", temporalData } as CreateAppointmentBody);
      expect(response.statusCode, JSON.stringify(temporalData)).toBe(422);
      expect(codesOf(response.json().errors)).toEqual(errors);
    }
    const response = await book(demo, {
      title: "x".repeat(201),
      temporalData: kinds.date,
      participants: [{ name: " ", email: "priya@" }],
    });
    expect(response.statusCode).toBe(422);
    expect(codesOf(response.json().errors)).toEqual({
      title: ["TOO_LONG"],
      "participants.0.name": ["REQUIRED"],
      "participants.0.email": ["INVALID_EMAIL"],
    });
    const tooMany = Array.from({ length: 51 }, (_, index) => ({ name: `Guest ${index}` }));
    const crowd = await book(demo, { title: "Crowd", temporalData: kinds.date, participants: tooMany });
    expect(codesOf(crowd.json().errors)).toEqual({ participants: ["TOO_LONG"] });
    expect((await book(demo, { title: "x", temporalData: kinds.date }, unknownId)).statusCode).toBe(404);
  });

  it("changes one with its version, replacing its participants; a stale version answers 409", async () => {
    const appointment = await booked(demo, {
      title: "Install",
      temporalData: kinds.date,
      participants: [{ name: "Chris Nguyen", email: "chris.nguyen@demoblinds.test" }],
    });
    t.clock.advance(1000);
    const salesClient = await t.signIn(sales.username, sales.password);
    const change = {
      ...whole(appointment),
      title: "Install (two fitters)",
      temporalData: kinds.timespan,
      participants: [
        { name: "Tom O'Brien", email: "tom.obrien@demoblinds.test", status: "MAYBE" as const },
        { name: "Chris Nguyen", email: "chris.nguyen@demoblinds.test", status: "YES" as const },
      ],
    };
    const response = await put(salesClient, `/api/appointments/${appointment.id}`, change);
    expect(response.statusCode, response.body).toBe(200);
    const changed = appointmentSchema.parse(response.json());
    expect(changed).toMatchObject({
      version: 2,
      title: "Install (two fitters)",
      temporalData: kinds.timespan,
      participants: [
        { name: "Tom O'Brien", status: "MAYBE" },
        { name: "Chris Nguyen", status: "YES" },
      ],
    });
    expect(Date.parse(changed.updatedAt)).toBeGreaterThan(Date.parse(appointment.updatedAt));
    expect(await stored(appointment.id)).toMatchObject({
      startsAt: new Date("2026-04-05T01:30:00Z"),
      endsAt: new Date("2026-04-05T04:00:00Z"),
    });

    const stale = await put(demo, `/api/appointments/${appointment.id}`, { ...change, title: "Lost" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual(refusal("CONFLICT"));
    expect((await demo.get(`/api/appointments/${appointment.id}`)).json()).toEqual(changed);
    const missing = await put(demo, `/api/appointments/${unknownId}`, change);
    expect(missing.statusCode).toBe(404);
  });

  it("deletes one with its participants", async () => {
    const appointment = await booked(demo, {
      title: "Cancelled visit",
      temporalData: kinds.date,
      participants: [{ name: "Chris Nguyen" }],
    });
    const response = await demo.delete(`/api/appointments/${appointment.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect((await demo.get(`/api/appointments/${appointment.id}`)).statusCode).toBe(404);
    expect((await demo.delete(`/api/appointments/${appointment.id}`)).statusCode).toBe(404);
    const participants = await t.db
      .select()
      .from(appointmentParticipants)
      .where(eq(appointmentParticipants.appointmentId, appointment.id));
    expect(participants).toEqual([]);
    const left = await listOf(demo, `/api/deals/${dealId}/appointments`);
    expect(left.some((row) => row.id === appointment.id)).toBe(false);
  });

  it("lists a deal's appointments by start", async () => {
    const deal = await newDeal(demo, "Ordered deal");
    for (const [title, date] of [
      ["Third", "2026-05-03"],
      ["First", "2026-05-01"],
      ["Second", "2026-05-02"],
    ] as const) {
      await booked(demo, { title, temporalData: { type: "date", date } }, deal);
    }
    const list = await listOf(demo, `/api/deals/${deal}/appointments`);
    expect(list.map((row) => row.title)).toEqual(["First", "Second", "Third"]);
  });

  it("refuses every write on an archived deal's appointments, but still lists them", async () => {
    const deal = await newDeal(demo, "To archive");
    const appointment = await booked(demo, { title: "Kept", temporalData: kinds.date }, deal);
    expect((await demo.post(`/api/deals/${deal}/archive`)).statusCode).toBe(200);
    for (const response of [
      await book(demo, { title: "New", temporalData: kinds.date }, deal),
      await put(demo, `/api/appointments/${appointment.id}`, { ...whole(appointment), title: "x" }),
      await demo.delete(`/api/appointments/${appointment.id}`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(refusal("DEAL_ARCHIVED"));
    }
    const [listed] = await listOf(demo, `/api/deals/${deal}/appointments`);
    expect(listed).toMatchObject({ title: "Kept", context: { deal: { isArchived: true } } });
  });

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

  it("lets every user with the deals permission book; the supplier representative reads only", async () => {
    for (const user of [sales, dealsOnly]) {
      const client = await t.signIn(user.username, user.password);
      const appointment = await booked(client, { title: `by ${user.username}`, temporalData: kinds.date });
      expect((await put(client, `/api/appointments/${appointment.id}`, whole(appointment))).statusCode).toBe(
        200,
      );
      expect((await client.delete(`/api/appointments/${appointment.id}`)).statusCode).toBe(200);
    }
    const mine = await booked(demo, { title: "Read only", temporalData: kinds.date });
    const rep = await t.signIn(supplierRep.username, supplierRep.password);
    for (const response of [
      await book(rep, { title: "by the supplier", temporalData: kinds.date }),
      await put(rep, `/api/appointments/${mine.id}`, whole(mine)),
      await rep.delete(`/api/appointments/${mine.id}`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(refusal("FORBIDDEN"));
    }
    expect((await rep.get(`/api/appointments/${mine.id}`)).json()).toEqual(mine);
    expect(await listOf(rep, `/api/deals/${dealId}/appointments`)).toContainEqual(mine);
    expect((await rep.get("/api/calendar/people")).statusCode).toBe(200);
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
    const theirs = await listOf(harbour, "/api/appointments?from=2026-04-01&to=2026-05-01");
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
