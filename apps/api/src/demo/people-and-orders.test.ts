import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client.ts";
import {
  accountSequences,
  appointmentParticipants,
  appointments,
  personnel,
  purchaseOrders,
  quotes,
} from "../db/schema/index.ts";
import { createTestApp, type TestApp } from "../test/helper.ts";
import { seedIds } from "./seed-ids.ts";

async function snapshot(db: Db) {
  const account = seedIds.demoAccount;
  return {
    people: await db
      .select()
      .from(personnel)
      .where(eq(personnel.accountId, account))
      .orderBy(asc(personnel.id)),
    appointments: await db
      .select()
      .from(appointments)
      .where(eq(appointments.accountId, account))
      .orderBy(asc(appointments.id)),
    participants: await db
      .select()
      .from(appointmentParticipants)
      .where(eq(appointmentParticipants.accountId, account))
      .orderBy(asc(appointmentParticipants.id)),
    orders: await db
      .select()
      .from(purchaseOrders)
      .where(eq(purchaseOrders.accountId, account))
      .orderBy(asc(purchaseOrders.tuid)),
  };
}

describe("the demo's personnel, appointments and purchase orders", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("are seeded for Demo Blinds Co only, with labels, palette colours and numbered orders", async () => {
    const seeded = await snapshot(t.db);
    expect(seeded.people.map((person) => person.name).sort()).toEqual([
      "Chris Nguyen",
      "Mia Rossi",
      "Priya Shah",
      "Sam Taylor",
      "Tom O'Brien",
    ]);
    expect(seeded.people.every((person) => person.labels.length > 0)).toBe(true);
    expect(seeded.people.every((person) => /^#[0-9a-f]{6}$/.test(person.badgeColor))).toBe(true);
    expect(seeded.appointments.length).toBeGreaterThan(10);
    expect(seeded.appointments.every((row) => row.dealId !== null)).toBe(true);
    expect(seeded.orders.map((order) => order.tuid)).toEqual(seeded.orders.map((_, index) => index + 1));
    expect(seeded.orders.filter((order) => order.isArchived)).toHaveLength(1);
    expect(new Set(seeded.orders.map((order) => order.status))).toEqual(new Set(["OPEN", "SUBMITTED"]));
    // Each order comes from its deal's accepted quote (the demo accepts a quote on every deal past Quoted).
    const accepted = await t.db
      .select({ id: quotes.id, dealId: quotes.dealId })
      .from(quotes)
      .where(and(eq(quotes.accountId, seedIds.demoAccount), eq(quotes.status, "ACCEPTED")));
    // (an archived deal has none).
    for (const order of seeded.orders) {
      expect(order.quoteId).toBe(accepted.find((quote) => quote.dealId === order.dealId)?.id ?? null);
    }
    expect(seeded.orders.filter((order) => order.quoteId !== null).length).toBeGreaterThan(10);
    const [sequence] = await t.db
      .select({ last: accountSequences.lastValue })
      .from(accountSequences)
      .where(
        sql`${accountSequences.accountId} = ${seedIds.demoAccount} and ${accountSequences.kind} = 'purchase_order'`,
      );
    expect(sequence?.last).toBe(seeded.orders.length);
    for (const table of [personnel, appointments, purchaseOrders]) {
      const [other] = await t.db
        .select({ n: count() })
        .from(table)
        .where(ne(table.accountId, seedIds.demoAccount));
      expect(other?.n).toBe(0);
    }
  });
});
