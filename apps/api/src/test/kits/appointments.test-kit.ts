// Shared by the appointments API tests: the four kinds of "when" (around the day Sydney leaves summer
// time), and a signed-in app with a deal to book on; `setUp` (in beforeAll; close `t` after) makes them.
import {
  type Appointment,
  appointmentRangeSchema,
  appointmentSchema,
  type CreateAppointmentBody,
} from "@portal/contract";
import type { TemporalData } from "@portal/domain";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { z } from "zod";
import { appointments } from "../../db/schema/index.ts";
import { demoUsers } from "../../demo/demo-users.ts";
import { seedIds } from "../../demo/seed.ts";
import { createTestApp, type TestApp, type TestClient } from "../helper.ts";
import { parseDeal } from "./deals.test-kit.ts";

const appointmentList = z.array(appointmentSchema);

export const kinds: Record<TemporalData["type"], TemporalData> = {
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

export const newDeal = async (client: TestClient, name: string, workflowId = seedIds.demoSalesWorkflow) =>
  parseDeal(await client.post("/api/deals", { workflowId, name })).id;

export const listOf = async (client: TestClient, url: string) => {
  const response = await client.get(url);
  expect(response.statusCode, response.body).toBe(200);
  return appointmentList.parse(response.json());
};

export const rangeOf = async (client: TestClient, query: string) => {
  const response = await client.get(`/api/appointments?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return appointmentRangeSchema.parse(response.json());
};

/** What the editor sends back to change nothing. */
export const whole = (appointment: Appointment) => ({
  version: appointment.version,
  title: appointment.title,
  location: appointment.location,
  description: appointment.description,
  temporalData: appointment.temporalData,
  participants: appointment.participants,
});

export type AppointmentsSetup = { t: TestApp; demo: TestClient; dealId: string };

/** A test app with the demo administrator signed in and a new deal of theirs; the helpers book on it. */
export function appointmentsKit() {
  let setup: AppointmentsSetup | undefined;
  const ready = () => {
    if (!setup) throw new Error("call setUp() in beforeAll first");
    return setup;
  };

  async function setUp(): Promise<AppointmentsSetup> {
    const t = await createTestApp();
    const demo = await t.signIn(demoUsers.admin.username, demoUsers.admin.password);
    setup = { t, demo, dealId: await newDeal(demo, "Appointments deal") };
    return setup;
  }

  const book = (client: TestClient, body: CreateAppointmentBody, deal = ready().dealId) =>
    client.post(`/api/deals/${deal}/appointments`, body);

  const booked = async (client: TestClient, body: CreateAppointmentBody, deal = ready().dealId) => {
    const response = await book(client, body, deal);
    expect(response.statusCode, response.body).toBe(200);
    return appointmentSchema.parse(response.json());
  };

  /** Titles in the calendar's range `query` of the deal's appointments. */
  const titlesOn = async (client: TestClient, query: string, deal = ready().dealId) =>
    (await rangeOf(client, query)).appointments
      .filter((appointment) => appointment.context.deal?.id === deal)
      .map((appointment) => appointment.title);

  const stored = async (id: string) => {
    const [row] = await ready().t.db.select().from(appointments).where(eq(appointments.id, id));
    if (!row) throw new Error(`no appointment ${id}`);
    return row;
  };

  return { setUp, book, booked, titlesOn, stored };
}
