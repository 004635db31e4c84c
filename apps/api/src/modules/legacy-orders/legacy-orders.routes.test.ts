import { legacyOrderListItemSchema, legacyOrderSchema, legacyOrdersFileSchema } from "@portal/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { contacts } from "../../db/schema/index.ts";
import { demoUsers, harbourAdmin } from "../../demo/demo-users.ts";
import { seedIds } from "../../demo/seed.ts";
import { refusal } from "../../test/answers.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/helper.ts";
import { setModules } from "../../test/kits/deals.test-kit.ts";
import { importLegacyOrders } from "./legacy-orders-import.ts";

const list = z.array(legacyOrderListItemSchema);

async function contactId(t: TestApp, accountId: string, name: string): Promise<string> {
  const [row] = await t.db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.accountId, accountId), eq(contacts.name, name)));
  if (!row) throw new Error(`no contact ${name}`);
  return row.id;
}

describe("legacy orders", () => {
  let t: TestApp;
  let harbour: TestClient;
  let priya: string;
  beforeAll(async () => {
    t = await createTestApp();
    harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    priya = await contactId(t, seedIds.harbourAccount, "Priya Sharma");
  });
  afterAll(() => t.close());

  it("lists a contact's orders, the latest installed first", async () => {
    const response = await harbour.get(`/api/contacts/${priya}/legacy-orders`);
    expect(response.statusCode, response.body).toBe(200);
    expect(list.parse(response.json())).toEqual([
      {
        id: expect.any(String),
        orderNum: "SO-10877",
        subject: "Bedroom roller blinds",
        status: "Awaiting install",
        installDate: "2024-10-04",
        totalDue: "704.00",
      },
      {
        id: expect.any(String),
        orderNum: "SO-10412",
        subject: "Plantation shutters – living and dining",
        status: "Installed",
        installDate: "2024-03-22",
        totalDue: "4526.50",
      },
    ]);
  });

  it("answers an empty list for a contact without legacy orders", async () => {
    const [someone] = await t.db
      .insert(contacts)
      .values({
        id: "0193a000-0000-7000-8000-00000000d001",
        accountId: seedIds.harbourAccount,
        tuid: 900,
        name: "New Customer",
      })
      .returning({ id: contacts.id });
    const response = await harbour.get(`/api/contacts/${someone?.id}/legacy-orders`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it("shows one order with every field as imported", async () => {
    const [first] = list.parse((await harbour.get(`/api/contacts/${priya}/legacy-orders`)).json()).slice(1);
    const response = await harbour.get(`/api/legacy-orders/${first?.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const order = legacyOrderSchema.parse(response.json());
    expect(order).toMatchObject({
      contactId: priya,
      orderNum: "SO-10412",
      description: "Basswood shutters, 89 mm blades, hidden tilt rod.",
      owner: "Jordan Blake",
      supplier: "Coastal Shutters & Curtains",
      reps: "Ben Carter",
      billingAddress: {
        street: "14 Wharf Road",
        city: "Balmain",
        state: "NSW",
        code: "2041",
        country: "Australia",
      },
      shippingAddress: { street: "14 Wharf Road", city: "Balmain" },
      dates: { confirm: "2024-02-06", cbf: "2024-02-08", notification: "2024-03-18", install: "2024-03-22" },
      figures: {
        installCost: "360.00",
        gp: "1742.55",
        gpPercentage: "38.50",
        gst: "411.50",
        exGst: "4115.00",
        netCharged: "4526.50",
        totalDue: "4526.50",
        listTotal: "4850.00",
        manufactureCost: "2012.45",
        salesCommission: "174.26",
      },
    });
    expect(order.orderedItems).toHaveLength(2);
    expect(order.orderedItems[0]).toEqual({
      productName: "Basswood shutter",
      description: "Living room bay, 3 panels",
      quantity: "3",
      listPrice: "950.00",
      discount: "142.50",
      netTotal: "2707.50",
      totalAfterDiscount: "2707.50",
      tax: "270.75",
      total: "2978.25",
    });
  });

  it("answers 404 for an unknown order", async () => {
    const response = await harbour.get("/api/legacy-orders/0193a000-0000-7000-8000-0000000fffff");
    expect(response.statusCode).toBe(404);
  });

  it("keeps each dealer's contacts and orders to itself: the other's ids answer 404", async () => {
    const [demoContact] = await t.db
      .select({ id: contacts.id })
      .from(contacts)
      .where(eq(contacts.accountId, seedIds.demoAccount))
      .limit(1);
    await importLegacyOrders(
      t.db,
      seedIds.demoAccount,
      legacyOrdersFileSchema.parse([{ Order_Num: "SO-10412", Subject: "Demo's own order" }]),
      { now: new Date() },
    );
    await setModules(t, seedIds.demoAccount, ["DEALS", "BURNS_LEGACY_ORDERS"]);
    const demo = await t.signIn(demoUsers.admin.username, demoUsers.admin.password);
    const [harbourOrder] = list.parse((await harbour.get(`/api/contacts/${priya}/legacy-orders`)).json());

    expect((await harbour.get(`/api/contacts/${demoContact?.id}/legacy-orders`)).statusCode).toBe(404);
    expect((await demo.get(`/api/contacts/${priya}/legacy-orders`)).statusCode).toBe(404);
    expect((await demo.get(`/api/legacy-orders/${harbourOrder?.id}`)).statusCode).toBe(404);
    // The same order number in both: each dealer keeps its own.
    const harbourList = list.parse((await harbour.get(`/api/contacts/${priya}/legacy-orders`)).json());
    expect(harbourList.map((order) => order.subject)).not.toContain("Demo's own order");
    await setModules(t, seedIds.demoAccount, ["DEALS"]);
  });

  it("refuses every user of an account without the legacy module", async () => {
    const demo = await t.signIn(demoUsers.admin.username, demoUsers.admin.password);
    const [order] = list.parse((await harbour.get(`/api/contacts/${priya}/legacy-orders`)).json());
    for (const url of [`/api/contacts/${priya}/legacy-orders`, `/api/legacy-orders/${order?.id}`]) {
      const response = await demo.get(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual(refusal("FORBIDDEN"));
    }
    await setModules(t, seedIds.harbourAccount, ["DEALS"]);
    const withoutModule = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    expect((await withoutModule.get(`/api/contacts/${priya}/legacy-orders`)).statusCode).toBe(403);
    expect((await withoutModule.get(`/api/legacy-orders/${order?.id}`)).statusCode).toBe(403);
    await setModules(t, seedIds.harbourAccount, ["DEALS", "BURNS_LEGACY_ORDERS"]);
  });

  it("refuses a signed-out caller", async () => {
    expect((await t.client().get(`/api/contacts/${priya}/legacy-orders`)).statusCode).toBe(401);
  });
});
