import { readFileSync } from "node:fs";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contacts, legacyOrders } from "../../db/schema/index.ts";
import { seedIds } from "../../demo/seed.ts";
import { createTestApp, type TestApp } from "../../test/helper.ts";
import { importLegacyOrders, LegacyImportError, parseLegacyOrdersFile } from "./legacy-orders-import.ts";

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");
const accountId = seedIds.demoAccount;
const customerId = "0193a000-0000-7000-8000-00000000e001";

function problemsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof LegacyImportError) return error.problems;
    throw error;
  }
  return [];
}

describe("reading a CRM export", () => {
  it("reads the JSON export's figures as decimal strings and its dates as days", () => {
    const [first, second] = parseLegacyOrdersFile(fixture("crm-export.json"), "json");
    expect(first).toMatchObject({
      Order_Num: "SO-2001",
      Install_Cost: "360",
      GP: "1742.55",
      GP_Percentage: "38.5",
      GST: "411.50",
      CBF_Date: "2024-02-08",
      Notification_Date: null,
    });
    expect(first?.Ordered_Items[0]).toMatchObject({ Quantity: "2", Total: "1985.50" });
    expect(second).toMatchObject({ Order_Num: "2002", Description: null, Ordered_Items: [] });
  });

  it("reads a CSV export with one row per ordered item", () => {
    const orders = parseLegacyOrdersFile(fixture("crm-export.csv"), "csv");
    expect(orders.map((order) => order.Order_Num)).toEqual(["SO-3001", "SO-3002"]);
    expect(orders[0]).toMatchObject({ Total_Due: "1210.00", Install_Date: "2024-05-24" });
    expect(orders[0]?.Ordered_Items.map((item) => [item.Product_Name, item.Quantity, item.Total])).toEqual([
      ["Roller blind", "2", "1100.00"],
      ["Motor", "1", "110.00"],
    ]);
    expect(orders[1]).toMatchObject({ Install_Date: null, Total_Due: null, Ordered_Items: [] });
  });

  it("reports every problem of the whole file, by order", () => {
    const file = JSON.stringify([
      { Order_Num: "A-1", Total_Due: "12.5.0" },
      { Subject: "no number" },
      { Order_Num: "A-1", Install_Date: "22/03/2024" },
    ]);
    expect(problemsOf(() => parseLegacyOrdersFile(file, "json"))).toEqual([
      "order 1 (Order_Num A-1) Total_Due: DECIMAL_EXPECTED",
      expect.stringMatching(/^order 2 Order_Num: /),
      "order 3 (Order_Num A-1) Install_Date: INVALID_FORMAT",
    ]);
    expect(problemsOf(() => parseLegacyOrdersFile("{ not json", "json"))[0]).toMatch(/^JSON: /);
  });
});

describe("importing legacy orders", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.db.insert(contacts).values({
      id: customerId,
      accountId,
      tuid: 900,
      name: "Matrix Customer",
      email: "matrix.customer@example.test",
    });
  });
  afterAll(() => t.close());

  const stored = () =>
    t.db
      .select()
      .from(legacyOrders)
      .where(eq(legacyOrders.accountId, accountId))
      .orderBy(asc(legacyOrders.orderNum));

  it("matches contacts by email, then by name, and keeps the record as imported", async () => {
    const orders = parseLegacyOrdersFile(fixture("crm-export.json"), "json");
    const summary = await importLegacyOrders(t.db, accountId, orders, {
      now: new Date("2026-01-02T03:04:05Z"),
    });
    expect(summary).toEqual({ orders: 3, created: 3, updated: 0, matched: 2, unmatched: ["SO-2003"] });
    const rows = await stored();
    expect(rows.map((row) => [row.orderNum, row.contactId])).toEqual([
      ["2002", customerId],
      ["SO-2001", customerId],
      ["SO-2003", null],
    ]);
    const first = rows[1];
    expect(first).toMatchObject({ totalDue: "4526.50", installCost: "360.00", gpPercentage: "38.50" });
    expect(first?.installDate).toBe("2024-03-22");
    expect(first?.data).toEqual(orders[0]);
  });

  it("updates orders by their number when imported again, in one transaction", async () => {
    const orders = parseLegacyOrdersFile(
      JSON.stringify([
        { Order_Num: "SO-2003", Contact_Email: "MATRIX.customer@example.test", Status: "Installed" },
      ]),
      "json",
    );
    const summary = await importLegacyOrders(t.db, accountId, orders, { now: new Date() });
    expect(summary).toMatchObject({ created: 0, updated: 1, matched: 1 });
    const [row] = await t.db
      .select()
      .from(legacyOrders)
      .where(and(eq(legacyOrders.accountId, accountId), eq(legacyOrders.orderNum, "SO-2003")));
    expect(row).toMatchObject({ contactId: customerId, status: "Installed", subject: null });
    expect(await stored()).toHaveLength(3);

    await expect(
      importLegacyOrders(t.db, "0193a000-0000-7000-8000-0000000fffff", orders, { now: new Date() }),
    ).rejects.toBeInstanceOf(LegacyImportError);
  });

  it("imports a CSV export", async () => {
    const orders = parseLegacyOrdersFile(fixture("crm-export.csv"), "csv");
    const summary = await importLegacyOrders(t.db, accountId, orders, { now: new Date() });
    expect(summary).toEqual({ orders: 2, created: 2, updated: 0, matched: 2, unmatched: [] });
  });
});
