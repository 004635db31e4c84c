import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { alertWeight, computeDealAlerts, sortOrderGap } from "@portal/domain";
import { and, asc, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client.ts";
import { createPglite, type Database, fromPglite } from "../db/client.ts";
import {
  appointmentParticipants,
  appointments,
  checklistItems,
  contacts,
  customFields,
  dealFlagValues,
  deals,
  documents,
  notes,
  payments,
  purchaseOrders,
  relatedDeals,
  workflowFlags,
  workflowFlagValues,
  workflowStatuses,
} from "../db/schema/index.ts";
import { localFileStore } from "../platform/files.ts";
import { createTestApp, type TestApp } from "../test/helper.ts";
import { demoUsers } from "./demo-users.ts";
import { fixedSeedEpoch, isDatabaseEmpty, seedDayEpoch, seedDemo, seedIds } from "./seed.ts";

async function board(db: Db, accountId: string) {
  return db
    .select({
      tuid: deals.tuid,
      workflowId: deals.workflowId,
      status: workflowStatuses.name,
      phase: workflowStatuses.phase,
      sortOrder: deals.sortOrder,
      contactId: deals.contactId,
      udfs: deals.udfs,
      id: deals.id,
    })
    .from(deals)
    .innerJoin(workflowStatuses, eq(workflowStatuses.id, deals.statusId))
    .where(eq(deals.accountId, accountId))
    .orderBy(asc(deals.tuid));
}

describe("the demo pipeline seed", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("spreads about 60 deals over every Sales status and some Service ones, with gaps in the sort order", async () => {
    const rows = await board(t.db, seedIds.demoAccount);
    expect(rows).toHaveLength(60);
    expect(rows[0]?.tuid).toBe(1001);
    const sales = rows.filter((row) => row.workflowId === seedIds.demoSalesWorkflow);
    const statuses = await t.db
      .select({ name: workflowStatuses.name })
      .from(workflowStatuses)
      .where(eq(workflowStatuses.workflowId, seedIds.demoSalesWorkflow));
    for (const { name } of statuses)
      expect(sales.filter((row) => row.status === name).length, name).toBeGreaterThan(2);
    expect(
      rows.filter((row) => row.workflowId === seedIds.demoServiceWorkflow).length,
    ).toBeGreaterThanOrEqual(8);
    for (const row of rows) expect(row.sortOrder % sortOrderGap).toBe(0);
  });

  it("gives every deal one value per flag, so the spec's alerts show on some deals", async () => {
    const rows = await board(t.db, seedIds.demoAccount);
    const chosen = await t.db
      .select({ dealId: dealFlagValues.dealId, flag: workflowFlags.name, label: workflowFlagValues.label })
      .from(dealFlagValues)
      .innerJoin(workflowFlags, eq(workflowFlags.id, dealFlagValues.flagId))
      .innerJoin(workflowFlagValues, eq(workflowFlagValues.id, dealFlagValues.valueId))
      .where(eq(dealFlagValues.accountId, seedIds.demoAccount));
    const alertKeys = new Set<string>();
    for (const row of rows) {
      const labels = Object.fromEntries(
        chosen.filter((c) => c.dealId === row.id).map((c) => [c.flag, c.label]),
      );
      const expectedFlags = row.workflowId === seedIds.demoSalesWorkflow ? 3 : 1;
      expect(Object.keys(labels)).toHaveLength(expectedFlags);
      const alerts = computeDealAlerts({
        phase: row.phase,
        statusName: row.status,
        quoteCount: 0,
        orderCount: 0,
        flagLabels: labels,
      });
      if (alertWeight(alerts) > 0) for (const alert of alerts) alertKeys.add(alert.key);
    }
    expect([...alertKeys].sort()).toEqual([
      "CANCELLED_WITHOUT_LOST_REASON",
      "IN_PROGRESS_WITHOUT_ORDERS",
      "QUOTING_WITHOUT_QUOTES",
      "RECEIVED_AWAITING_INSTALL_BOOKING",
      "SIGNED_AWAITING_DEPOSIT",
    ]);
  });

  it("links deals to the account's own contacts and keeps custom values under the fields' keys", async () => {
    const people = await t.db.select().from(contacts).where(eq(contacts.accountId, seedIds.demoAccount));
    expect(people).toHaveLength(40);
    const ids = new Set(people.map((person) => person.id));
    const keys = new Set(
      (await t.db.select().from(customFields).where(eq(customFields.accountId, seedIds.demoAccount))).map(
        (field) => field.key,
      ),
    );
    for (const row of await board(t.db, seedIds.demoAccount)) {
      if (row.contactId) expect(ids.has(row.contactId)).toBe(true);
      for (const key of Object.keys(row.udfs)) expect(keys.has(key), key).toBe(true);
      if (row.udfs.builder) expect(ids.has(row.udfs.builder)).toBe(true);
    }
    expect(await board(t.db, seedIds.harbourAccount)).toHaveLength(5);
  });

  // Seeds twice from scratch: slow on a busy machine.
  it("fills the deal tabs: checklists, notes, links across workflows and attachments that download", async () => {
    for (const accountId of [seedIds.demoAccount, seedIds.harbourAccount]) {
      const items = await t.db.select().from(checklistItems).where(eq(checklistItems.accountId, accountId));
      const written = await t.db.select().from(notes).where(eq(notes.accountId, accountId));
      const links = await t.db.select().from(relatedDeals).where(eq(relatedDeals.accountId, accountId));
      expect(items.length, accountId).toBeGreaterThan(accountId === seedIds.demoAccount ? 60 : 3);
      expect(items.some((item) => item.isChecked)).toBe(true);
      expect(items.some((item) => !item.isChecked)).toBe(true);
      expect(written.length, accountId).toBeGreaterThan(accountId === seedIds.demoAccount ? 30 : 1);
      expect(links.length).toBeGreaterThan(0);
    }
    const dealWorkflow = new Map(
      (await t.db.select().from(deals).where(eq(deals.accountId, seedIds.demoAccount))).map((row) => [
        row.id,
        row.workflowId,
      ]),
    );
    const links = await t.db
      .select()
      .from(relatedDeals)
      .where(eq(relatedDeals.accountId, seedIds.demoAccount));
    expect(links.some((link) => dealWorkflow.get(link.lowDealId) !== dealWorkflow.get(link.highDealId))).toBe(
      true,
    );

    const demo = await t.signIn(demoUsers.admin.username, demoUsers.admin.password);
    const attachments = await t.db
      .select()
      .from(documents)
      .where(and(eq(documents.accountId, seedIds.demoAccount), eq(documents.kind, "ATTACHMENT")));
    expect(attachments.map((row) => row.mimeType).sort()).toEqual([
      "application/pdf",
      "application/pdf",
      "image/png",
    ]);
    for (const row of attachments) {
      const response = await demo.get(`/api/documents/${row.id}/download`);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.length).toBe(row.size);
      expect(response.rawPayload.subarray(0, 4).toString("latin1")).toMatch(/^(%PDF|\x89PNG)$/);
    }
  });

  it("seeds payments that agree with each deal's Payment flag", async () => {
    const flagged = await t.db
      .select({
        dealId: dealFlagValues.dealId,
        label: workflowFlagValues.label,
        status: workflowStatuses.name,
      })
      .from(dealFlagValues)
      .innerJoin(workflowFlagValues, eq(workflowFlagValues.id, dealFlagValues.valueId))
      .innerJoin(
        workflowFlags,
        and(eq(workflowFlags.id, dealFlagValues.flagId), eq(workflowFlags.name, "Payment")),
      )
      .innerJoin(deals, eq(deals.id, dealFlagValues.dealId))
      .innerJoin(workflowStatuses, eq(workflowStatuses.id, deals.statusId))
      .where(eq(dealFlagValues.accountId, seedIds.demoAccount));
    const rows = await t.db.select().from(payments).where(eq(payments.accountId, seedIds.demoAccount));
    const of = (dealId: string) => rows.filter((row) => row.dealId === dealId);
    const kinds = new Set<string>();
    for (const deal of flagged) {
      const paid = of(deal.dealId).filter((row) => row.status === "PAID");
      const expected = deal.label === "Paid in Full" ? 2 : deal.label === "Deposit Paid" ? 1 : 0;
      expect(paid.length, `${deal.label} ${deal.dealId}`).toBe(expected);
      for (const row of paid) expect(row.transactedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (deal.label === "None" && deal.status === "Signed") {
        expect(of(deal.dealId).map((row) => [row.type, row.status])).toEqual([["CARD", "REQUESTED"]]);
      }
      for (const row of of(deal.dealId)) kinds.add(`${row.type} ${row.status}`);
    }
    expect([...kinds].sort()).toEqual(["CARD PAID", "CARD REQUESTED", "MANUAL PAID"]);
    expect(rows.every((row) => Number(row.amount) >= 0.5)).toBe(true);
  });

  it("puts a Draft on each Quoted deal and an accepted quote, with its signed PDF, on each live deal past it", async () => {
    const demo = await t.signIn(demoUsers.admin.username, demoUsers.admin.password);
    const rows = (await board(t.db, seedIds.demoAccount)).filter(
      (row) => row.workflowId === seedIds.demoSalesWorkflow,
    );
    const live = new Set(
      (await t.db.select({ id: deals.id }).from(deals).where(eq(deals.isArchived, false))).map(
        (row) => row.id,
      ),
    );
    const expectations: Record<string, "DRAFT" | "ACCEPTED" | null> = {
      "New Lead": null,
      Contacted: null,
      "Measure Booked": null,
      Quoted: "DRAFT",
      Signed: "ACCEPTED",
      Ordered: "ACCEPTED",
      Received: "ACCEPTED",
      Installed: "ACCEPTED",
      Lost: null,
    };
    let accepted = 0;
    for (const row of rows) {
      const list = (await demo.get(`/api/deals/${row.id}/quotes`)).json() as Array<{
        id: string;
        status: string;
        totalSellPrice: string;
      }>;
      const expected = live.has(row.id) ? expectations[row.status] : null;
      expect(
        list.map((quote) => quote.status),
        `${row.tuid} ${row.status}`,
      ).toEqual(expected ? [expected] : []);
      const [quote] = list;
      if (!quote) continue;
      const detail = (await demo.get(`/api/quotes/${quote.id}`)).json() as {
        context: {
          orderLines: Array<{ context: { errors: unknown[] } }>;
          pricing: { isPricingValid: boolean; sellGrandTotalIncTax: string };
          acceptedQuoteDocument: { id: number } | null;
        };
      };
      expect(detail.context.orderLines.length).toBeGreaterThan(0);
      for (const line of detail.context.orderLines) expect(line.context.errors).toEqual([]);
      expect(detail.context.pricing.isPricingValid).toBe(true);
      expect(Number(detail.context.pricing.sellGrandTotalIncTax)).toBeGreaterThan(0);
      if (quote.status === "ACCEPTED") {
        accepted += 1;
        expect(detail.context.acceptedQuoteDocument).not.toBeNull();
      }
    }
    expect(accepted).toBeGreaterThan(10);
  });

  it("is deterministic and seeds only an empty database, once", { timeout: 120_000 }, async () => {
    let fresh: Database | undefined;
    try {
      fresh = fromPglite(await createPglite());
      await fresh.migrate();
      expect(await seedDemo(fresh.db)).toBe(true);
      const expected = await board(t.db, seedIds.demoAccount);
      expect(await board(fresh.db, seedIds.demoAccount)).toEqual(expected);

      // A second start finds accounts and adds nothing, even where a part of the demo was deleted.
      await fresh.db.delete(appointmentParticipants);
      await fresh.db.delete(appointments);
      expect(await seedDemo(fresh.db)).toBe(false);
      const [left] = await fresh.db.select({ n: count() }).from(appointments);
      expect(left?.n).toBe(0);
    } finally {
      await fresh?.close();
    }
  });

  it("dates a demo from the day before the seed, at 09:00 UTC", () => {
    expect(seedDayEpoch(new Date("2026-11-26T00:00:00Z"))).toBe(Date.UTC(2026, 10, 25, 9));
    expect(seedDayEpoch(new Date("2026-11-26T23:59:59Z"))).toBe(Date.UTC(2026, 10, 25, 9));
    expect(seedDayEpoch(new Date("2027-01-01T08:00:00Z"))).toBe(Date.UTC(2026, 11, 31, 9));
  });

  it("seeded from the seed day, moves every date and makes nothing after now", {
    timeout: 120_000,
  }, async () => {
    const client = await createPglite();
    const fresh = fromPglite(client);
    // With attachment files, as the tests' demo has them (attachments draw from the seeded randoms).
    const filesDir = mkdtempSync(path.join(tmpdir(), "portal-seed-day-"));
    try {
      await fresh.migrate();
      const epochMs = seedDayEpoch(new Date());
      expect(await seedDemo(fresh.db, { files: localFileStore(filesDir), epochMs })).toBe(true);
      // The same deals and orders, each made as long before its epoch as in the tests' demo.
      const dated = async (db: Db, epoch: number) => ({
        deals: (
          await db
            .select({ tuid: deals.tuid, status: workflowStatuses.name, createdAt: deals.createdAt })
            .from(deals)
            .innerJoin(workflowStatuses, eq(workflowStatuses.id, deals.statusId))
            .orderBy(asc(deals.accountId), asc(deals.tuid))
        ).map((row) => ({ ...row, createdAt: row.createdAt.getTime() - epoch })),
        orders: (
          await db
            .select({
              tuid: purchaseOrders.tuid,
              status: purchaseOrders.status,
              createdAt: purchaseOrders.createdAt,
            })
            .from(purchaseOrders)
            .orderBy(asc(purchaseOrders.accountId), asc(purchaseOrders.tuid))
        ).map((row) => ({ ...row, createdAt: row.createdAt.getTime() - epoch })),
      });
      expect(await dated(fresh.db, epochMs)).toEqual(await dated(t.db, fixedSeedEpoch));

      // No timestamp of any table is after now (appointments, in their temporal data and the span kept
      // from it, may be: the demo books the coming fortnight).
      const columns = await client.query<{ table_name: string; column_name: string }>(
        `select table_name, column_name from information_schema.columns
         where table_schema = 'public' and data_type = 'timestamp with time zone'
           and not (table_name = 'appointments' and column_name in ('starts_at', 'ends_at'))`,
      );
      expect(columns.rows.length).toBeGreaterThan(20);
      const now = Date.now();
      for (const { table_name: table, column_name: column } of columns.rows) {
        const found = await client.query<{ latest: Date | null }>(
          `select max("${column}") as latest from "${table}"`,
        );
        const latest = found.rows[0]?.latest;
        if (latest) expect(latest.getTime(), `${table}.${column}`).toBeLessThanOrEqual(now);
      }
    } finally {
      await fresh.close();
      rmSync(filesDir, { recursive: true, force: true });
    }
  });

  it("leaves the database empty when the seed fails part-way", { timeout: 120_000 }, async () => {
    let fresh: Database | undefined;
    try {
      fresh = fromPglite(await createPglite());
      await fresh.migrate();
      // Purchase orders are seeded last: without their table the seed fails after everything else.
      await fresh.db.execute(sql.raw("alter table purchase_orders rename to purchase_orders_gone"));
      await expect(seedDemo(fresh.db)).rejects.toThrow();
      expect(await isDatabaseEmpty(fresh.db)).toBe(true);
    } finally {
      await fresh?.close();
    }
  });
});
