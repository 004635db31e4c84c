// A deal's appointments: booking one (each kind of "when", placed in the account's time zone), the
// domain's refusals, changing, deleting and listing, an archived deal, and who may do what.
import { appointmentSchema, type CreateAppointmentBody } from "@portal/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appointmentParticipants } from "../../db/schema/index.ts";
import { demoUsers, harbourAdmin } from "../../demo/demo-users.ts";
import { seedIds } from "../../demo/seed.ts";
import { codesOf, refusal } from "../../test/answers.ts";
import type { TestApp, TestClient } from "../../test/helper.ts";
import { appointmentsKit, kinds, listOf, newDeal, whole } from "../../test/kits/appointments.test-kit.ts";
import { boardOf, put, unknownId } from "../../test/kits/deals.test-kit.ts";

const { dealsOnly, sales, supplierRep } = demoUsers;

describe("a deal's appointments", () => {
  let t: TestApp;
  let demo: TestClient;
  let dealId: string;
  const { setUp, book, booked, stored } = appointmentsKit();

  beforeAll(async () => {
    ({ t, demo, dealId } = await setUp());
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
});
