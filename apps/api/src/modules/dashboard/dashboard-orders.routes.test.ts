import { type OrderSummary, orderSummarySchema, type PurchaseOrderListItem } from "@portal/contract";
import { purchaseOrderStatuses, sumMoney } from "@portal/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../../db/ids.ts";
import { purchaseOrders } from "../../db/schema/index.ts";
import { demoUsers, harbourAdmin } from "../../demo/demo-users.ts";
import { seedIds } from "../../demo/seed.ts";
import { codesOf, refusal } from "../../test/answers.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/helper.ts";

const { admin, sales, dealsOnly } = demoUsers;

type Made = {
  account?: string;
  status: "OPEN" | "SUBMITTED";
  totalCost: string;
  /** UTC; Demo Blinds Co is in Sydney (UTC+11 in February and March), Harbour in Brisbane (UTC+10). */
  createdAt: string;
  isArchived?: boolean;
  isManufacturerPrivate?: boolean;
};

// Days in 2031, after every demo order, so only these orders fall on them.
const made: Made[] = [
  // 10 March 00:00 and 12 March 23:59 in Sydney: the first and the last minute of 10–12 March.
  { status: "OPEN", totalCost: "100.10", createdAt: "2031-03-09T13:00:00Z" },
  { status: "OPEN", totalCost: "200.25", createdAt: "2031-03-12T12:59:00Z" },
  { status: "SUBMITTED", totalCost: "50.00", createdAt: "2031-03-11T01:00:00Z" },
  {
    status: "SUBMITTED",
    totalCost: "1000.00",
    createdAt: "2031-03-11T02:00:00Z",
    isManufacturerPrivate: true,
  },
  { status: "OPEN", totalCost: "999.99", createdAt: "2031-03-11T03:00:00Z", isArchived: true },
  // 9 March 23:59 and 13 March 00:00 in Sydney: outside 10–12 March.
  { status: "OPEN", totalCost: "7.00", createdAt: "2031-03-09T12:59:00Z" },
  { status: "OPEN", totalCost: "8.00", createdAt: "2031-03-12T13:00:00Z" },
  // 11 February 00:00 and 10 February 23:59 in Sydney: the first day of the 30 ending 12 March, and the day before.
  { status: "OPEN", totalCost: "3.00", createdAt: "2031-02-10T13:00:00Z" },
  { status: "SUBMITTED", totalCost: "4.00", createdAt: "2031-02-10T12:59:00Z" },
  // Harbour's, on 11 March in Brisbane.
  { account: seedIds.harbourAccount, status: "OPEN", totalCost: "42.00", createdAt: "2031-03-11T02:00:00Z" },
];

const summaryOf = async (client: TestClient, query = ""): Promise<OrderSummary> => {
  const response = await client.get(`/api/dashboard/orders${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return orderSummarySchema.parse(response.json());
};

const counts = (summary: OrderSummary) =>
  Object.fromEntries(summary.statuses.map((row) => [row.status, [row.orderCount, row.totalCost]]));

describe("the dashboard's orders", () => {
  let t: TestApp;
  let demo: TestClient;

  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.signIn(admin.username, admin.password);
    const [supplier] = await t.db
      .select({ id: purchaseOrders.manufacturerId })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.accountId, seedIds.demoAccount))
      .limit(1);
    if (!supplier) throw new Error("no demo order");
    await t.db.insert(purchaseOrders).values(
      made.map((order, index) => ({
        id: newId(),
        accountId: order.account ?? seedIds.demoAccount,
        tuid: 9000 + index,
        manufacturerId: supplier.id,
        status: order.status,
        totalCost: order.totalCost,
        isArchived: order.isArchived ?? false,
        isManufacturerPrivate: order.isManufacturerPrivate ?? false,
        createdAt: new Date(order.createdAt),
        updatedAt: new Date(order.createdAt),
      })),
    );
  });
  afterAll(() => t.close());

  it("counts and sums per status the orders created on the days asked for, archived ones left out", async () => {
    const summary = await summaryOf(demo, "?from=2031-03-10&to=2031-03-12");
    expect(summary).toEqual({
      from: "2031-03-10",
      to: "2031-03-12",
      statuses: [
        { status: "OPEN", orderCount: 2, totalCost: "300.35" },
        { status: "SUBMITTED", orderCount: 2, totalCost: "1050.00" },
      ],
    });
  });

  it("answers every status, in order, with none on days without orders", async () => {
    const summary = await summaryOf(demo, "?from=2031-01-01&to=2031-01-31");
    expect(summary.statuses).toEqual(
      purchaseOrderStatuses.map((status) => ({ status, orderCount: 0, totalCost: "0.00" })),
    );
  });

  it("agrees with the orders list on the demo's orders, for a user who sees private orders and one who does not", async () => {
    const range = "from=2020-01-01&to=2030-12-31";
    for (const client of [demo, await t.signIn(sales.username, sales.password)]) {
      const listed = (
        await client.get(`/api/purchase-orders?${range}&limit=10000`)
      ).json() as PurchaseOrderListItem[];
      expect(listed.length).toBeGreaterThan(0);
      const summary = await summaryOf(client, `?${range}`);
      expect(summary.statuses).toEqual(
        purchaseOrderStatuses.map((status) => {
          const orders = listed.filter((order) => order.status === status);
          return { status, orderCount: orders.length, totalCost: sumMoney(orders.map((o) => o.totalCost)) };
        }),
      );
    }
  });

  it("hides private orders from a user who may not see them", async () => {
    const salesClient = await t.signIn(sales.username, sales.password);
    const summary = await summaryOf(salesClient, "?from=2031-03-10&to=2031-03-12");
    expect(counts(summary)).toEqual({ OPEN: [2, "300.35"], SUBMITTED: [1, "50.00"] });
  });

  it("counts another dealer's orders for that dealer only", async () => {
    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    const summary = await summaryOf(harbour, "?from=2031-03-10&to=2031-03-12");
    expect(counts(summary)).toEqual({ OPEN: [1, "42.00"], SUBMITTED: [0, "0.00"] });
  });

  it("answers 403 to a user without Purchasing", async () => {
    const client = await t.signIn(dealsOnly.username, dealsOnly.password);
    const response = await client.get("/api/dashboard/orders");
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refusal("FORBIDDEN"));
  });

  it("refuses a day the calendar does not have, or one not written yyyy-MM-dd, as a field error", async () => {
    for (const [query, field] of [
      ["?from=2031-02-29", "from"],
      ["?to=2031-04-31", "to"],
      ["?from=11/03/2031", "from"],
      ["?to=2031-3-1", "to"],
    ] as const) {
      const response = await demo.get(`/api/dashboard/orders${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(codesOf(response.json().errors)), query).toEqual([field]);
    }
  });

  it("counts the past 30 days ending today in the account's time zone when no days are asked for", async () => {
    // 14:00 on 12 March in Sydney (03:00 UTC); sign in again at that time.
    t.clock.advance(Date.parse("2031-03-12T03:00:00Z") - t.clock.now().getTime());
    const client = await t.signIn(admin.username, admin.password);
    const summary = await summaryOf(client);
    expect(summary.from).toBe("2031-02-11");
    expect(summary.to).toBe("2031-03-12");
    // 11 February to 12 March: the 10–12 March orders, 9 March's and 11 February's; not 13 March's.
    expect(counts(summary)).toEqual({ OPEN: [4, "310.35"], SUBMITTED: [2, "1050.00"] });
    // Only one end asked for: the other follows (a 30-day range, or today).
    expect(await summaryOf(client, "?to=2031-03-10")).toMatchObject({ from: "2031-02-09", to: "2031-03-10" });
    expect(await summaryOf(client, "?from=2031-03-01")).toMatchObject({
      from: "2031-03-01",
      to: "2031-03-12",
    });
  });
});
