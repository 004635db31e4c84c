import type { Workflow } from "@portal/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, dealFlagValues, deals } from "../../db/schema/index.ts";
import { demoUsers } from "../../demo/demo-users.ts";
import { seedIds } from "../../demo/seed.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/helper.ts";
import { boardOf, dealOf, flagNamed, unknownId, workflowOf } from "../../test/kits/deals.test-kit.ts";

const { admin } = demoUsers;

describe("board filters: flag values (wf) and created dates (date)", () => {
  let t: TestApp;
  let demo: TestClient;
  let sales: Workflow;
  /** Deal id → its value label per flag name, read through the deal call (defaults included). */
  const flagsOf = new Map<string, Record<string, string>>();
  const ids = (cards: Array<{ id: string }>) => cards.map((card) => card.id).sort();
  const dealsWhere = (test: (flags: Record<string, string>) => boolean) =>
    [...flagsOf]
      .filter(([, flags]) => test(flags))
      .map(([id]) => id)
      .sort();

  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.signIn(admin.username, admin.password);
    sales = await workflowOf(demo, seedIds.demoSalesWorkflow);
    const board = await boardOf(demo, sales.id);
    // One deal without a stored Payment row: it has the flag's default (None).
    const payment = flagNamed(sales, "Payment", "None");
    const withoutRow = board.find((card) => card.flagValues.length === 0)?.id ?? "";
    await t.db
      .delete(dealFlagValues)
      .where(and(eq(dealFlagValues.dealId, withoutRow), eq(dealFlagValues.flagId, payment.flagId)));
    for (const card of board) {
      const deal = await dealOf(demo, card.id);
      flagsOf.set(
        card.id,
        Object.fromEntries(deal.context.flagValues.map((v) => [v.workflowFlagName, v.label])),
      );
    }
  });
  afterAll(() => t.close());

  it("keeps deals with one of the named values of a flag, counting a missing row as the default", async () => {
    const depositPaid = flagNamed(sales, "Payment", "Deposit Paid").valueId;
    const none = flagNamed(sales, "Payment", "None").valueId;
    const paidInFull = flagNamed(sales, "Payment", "Paid in Full").valueId;
    const deposit = await boardOf(demo, sales.id, `wf=${depositPaid}`);
    expect(ids(deposit)).toEqual(dealsWhere((flags) => flags.Payment === "Deposit Paid"));
    expect(deposit.length).toBeGreaterThan(0);
    const unpaid = await boardOf(demo, sales.id, `wf=${none}`);
    expect(ids(unpaid)).toEqual(dealsWhere((flags) => flags.Payment === "None"));
    const either = await boardOf(demo, sales.id, `wf=${depositPaid},${paidInFull}`);
    expect(ids(either)).toEqual(dealsWhere((flags) => flags.Payment !== "None"));
  });

  it("needs every flag named to match", async () => {
    const depositPaid = flagNamed(sales, "Payment", "Deposit Paid").valueId;
    const installNone = flagNamed(sales, "Install", "None").valueId;
    const installBooked = flagNamed(sales, "Install", "Booked").valueId;
    const both = await boardOf(demo, sales.id, `wf=${depositPaid},${installNone}`);
    const expected = dealsWhere((flags) => flags.Payment === "Deposit Paid" && flags.Install === "None");
    expect(ids(both)).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
    const booked = await boardOf(demo, sales.id, `wf=${depositPaid},${installBooked}`);
    expect(ids(booked)).toEqual(
      dealsWhere((flags) => flags.Payment === "Deposit Paid" && flags.Install === "Booked"),
    );
  });

  it("matches nothing for value ids the workflow does not have", async () => {
    const service = await workflowOf(demo, seedIds.demoServiceWorkflow);
    const urgent = flagNamed(service, "Priority", "Urgent").valueId;
    expect(await boardOf(demo, sales.id, `wf=${unknownId}`)).toEqual([]);
    expect(await boardOf(demo, sales.id, `wf=${urgent}`)).toEqual([]);
    expect(await boardOf(demo, sales.id, "wf=not-an-id")).toEqual([]);
    // Alongside a known one, an unknown id adds nothing.
    const depositPaid = flagNamed(sales, "Payment", "Deposit Paid").valueId;
    expect(ids(await boardOf(demo, sales.id, `wf=${depositPaid},${unknownId}`))).toEqual(
      ids(await boardOf(demo, sales.id, `wf=${depositPaid}`)),
    );
  });

  it("filters by created day in the account's time zone, either side open", async () => {
    const [first, second] = await boardOf(demo, sales.id);
    if (!first || !second) throw new Error("no deals");
    // 00:30 on 2 March in Sydney (UTC+11), and 23:30 on 1 March there.
    await t.db
      .update(deals)
      .set({ createdAt: new Date("2026-03-01T13:30:00Z") })
      .where(eq(deals.id, first.id));
    await t.db
      .update(deals)
      .set({ createdAt: new Date("2026-03-01T12:30:00Z") })
      .where(eq(deals.id, second.id));
    expect(ids(await boardOf(demo, sales.id, "date=2026-03-02,2026-03-02"))).toEqual([first.id]);
    expect(ids(await boardOf(demo, sales.id, "date=,2026-03-01"))).toEqual([second.id]);
    expect(ids(await boardOf(demo, sales.id, "date=2026-03-01,2026-03-02"))).toEqual(ids([first, second]));
    const fromSecond = await boardOf(demo, sales.id, "date=2026-03-02,");
    expect(fromSecond.map((card) => card.id)).toContain(first.id);
    expect(fromSecond.map((card) => card.id)).not.toContain(second.id);
    expect(await boardOf(demo, sales.id, "date=,")).toHaveLength((await boardOf(demo, sales.id)).length);

    // In Perth (UTC+8) both were made on 1 March.
    await t.db
      .update(companies)
      .set({ timezone: "Australia/Perth" })
      .where(eq(companies.accountId, seedIds.demoAccount));
    expect(ids(await boardOf(demo, sales.id, "date=2026-03-01,2026-03-01"))).toEqual(ids([first, second]));
  });

  it("answers 422 for a day that does not exist or a malformed range", async () => {
    for (const date of ["2026-02-30,", "2026-3-1,", "yesterday"]) {
      const response = await demo.get(`/api/workflows/${sales.id}/deals?date=${date}`);
      expect(response.statusCode, date).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(["date"]);
    }
  });
});
