import { and, eq, gte, lt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appointmentParticipants, appointments, deals, personnel } from "../db/schema/index.ts";
import { createTestApp, type TestApp } from "../test/helper.ts";
import { fixedSeedEpoch, seedIds } from "./seed.ts";

const dayMs = 24 * 60 * 60 * 1000;

describe("the demo's coming two weeks", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("has appointments on open deals after the seed day, some all day, each with personnel", async () => {
    const upcoming = await t.db
      .select({
        id: appointments.id,
        temporalData: appointments.temporalData,
        startsAt: appointments.startsAt,
        archived: deals.isArchived,
      })
      .from(appointments)
      .innerJoin(deals, eq(deals.id, appointments.dealId))
      .where(
        and(
          eq(appointments.accountId, seedIds.demoAccount),
          gte(appointments.startsAt, new Date(fixedSeedEpoch)),
          lt(appointments.startsAt, new Date(fixedSeedEpoch + 16 * dayMs)),
        ),
      );
    expect(upcoming.length).toBeGreaterThanOrEqual(10);
    expect(upcoming.every((row) => !row.archived)).toBe(true);
    const allDay = upcoming.filter((row) => ["date", "datespan"].includes(row.temporalData.type));
    expect(allDay.length).toBeGreaterThanOrEqual(3);
    expect(allDay.some((row) => row.temporalData.type === "datespan")).toBe(true);
    // Spread over the fortnight, not piled on one day.
    const sydneyDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Sydney" });
    const days = new Set(upcoming.map((row) => sydneyDay.format(row.startsAt)));
    expect(days.size).toBeGreaterThanOrEqual(10);

    const emails = new Set(
      (await t.db.select({ email: personnel.email }).from(personnel)).map((row) => row.email.toLowerCase()),
    );
    for (const row of upcoming) {
      const people = await t.db
        .select({ email: appointmentParticipants.email })
        .from(appointmentParticipants)
        .where(eq(appointmentParticipants.appointmentId, row.id));
      expect(people.some((person) => emails.has(person.email?.toLowerCase() ?? ""))).toBe(true);
    }
  });
});
