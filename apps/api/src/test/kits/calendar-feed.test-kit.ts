// Shared by the calendar feed's API tests: a test app standing on 1 October 2026, Demo Blinds Co's
// admin, Priya and Chris from its personnel, a new deal to book on, and the feed as a calendar app
// (ical.js) reads it.
import {
  type Appointment,
  appointmentSchema,
  type CreateAppointmentBody,
  issuedCalendarFeedSchema,
  type Person,
  personSchema,
} from "@portal/contract";
import ICAL from "ical.js";
import { expect } from "vitest";
import { z } from "zod";
import { demoUsers } from "../../demo/demo-users.ts";
import { seedIds } from "../../demo/seed.ts";
import { createTestApp, type TestApp, type TestClient } from "../helper.ts";
import { parseDeal } from "./deals.test-kit.ts";

export const sydney = "Australia/Sydney";
export const perth = "Australia/Perth";
// The feed's window is counted from now: the tests stand on 1 October 2026 (Sydney's summer time starts
// on Sunday 4 October at 02:00), so the window is 3 July 2026 to 1 October 2027.
export const today = new Date("2026-10-01T09:00:00Z");

export type ParsedEvent = {
  uid: string;
  summary: string;
  sequence: number;
  component: ICAL.Component;
  event: ICAL.Event;
};

/** The feed as a calendar app reads it (ical.js), its VTIMEZONEs registered so TZIDs resolve. */
export function parseFeed(text: string) {
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

export const propertyOf = (event: ParsedEvent, name: string) => {
  const property = event.component.getFirstProperty(name);
  if (!property) throw new Error(`no ${name} in ${event.summary}`);
  return property;
};

export const tokenOf = (url: string) => {
  const match = /\/api\/calendar\/feed\/([^/]+)\.ics$/.exec(url);
  if (!match?.[1]) throw new Error(`not a feed URL: ${url}`);
  return match[1];
};

export type FeedApp = {
  t: TestApp;
  demo: TestClient;
  priya: Person;
  chris: Person;
  dealId: string;
};

export async function startFeedApp(): Promise<FeedApp> {
  const t = await createTestApp();
  t.clock.advance(today.getTime() - Date.now());
  const demo = await t.signIn(demoUsers.admin.username, demoUsers.admin.password);
  const people = z.array(personSchema).parse((await demo.get("/api/personnel")).json());
  const named = (name: string) => {
    const person = people.find((candidate) => candidate.name === name);
    if (!person) throw new Error(`no ${name} in the demo's personnel`);
    return person;
  };
  const dealId = parseDeal(
    await demo.post("/api/deals", { workflowId: seedIds.demoSalesWorkflow, name: "Feed kitchen" }),
  ).id;
  return { t, demo, priya: named("Priya Shah"), chris: named("Chris Nguyen"), dealId };
}

/** The calls the feed tests make, answered 200 and parsed. */
export function feedCalls(app: () => FeedApp) {
  const feedPath = (url: string) => new URL(url).pathname;
  return {
    feedPath,
    issue: async (client: TestClient, person: Person) => {
      const response = await client.post(`/api/personnel/${person.id}/calendar-feed`);
      expect(response.statusCode, response.body).toBe(200);
      return issuedCalendarFeedSchema.parse(response.json());
    },
    read: async (url: string) => {
      const response = await app().t.client().get(feedPath(url));
      expect(response.statusCode, response.body).toBe(200);
      return response;
    },
    book: async (body: CreateAppointmentBody) => {
      const response = await app().demo.post(`/api/deals/${app().dealId}/appointments`, body);
      expect(response.statusCode, response.body).toBe(200);
      return appointmentSchema.parse(response.json());
    },
    change: async (appointment: Appointment, changes: Partial<CreateAppointmentBody>) => {
      const response = await app().demo.put(`/api/appointments/${appointment.id}`, {
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
    },
    withPriya: (status: "YES" | "NO" | "MAYBE" | "NOREPLY" = "NOREPLY") => ({
      // Any case: a participant is the person when their emails match in any case.
      name: "Priya Shah",
      email: "Priya.Shah@DemoBlinds.test",
      status,
    }),
  };
}
