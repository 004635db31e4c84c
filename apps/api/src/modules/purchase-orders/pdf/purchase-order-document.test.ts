import type { Product, PurchaseOrderListItem, Quote } from "@portal/contract";
import { formatMoney } from "@portal/domain";
import { and, eq, isNotNull, not, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contacts, deals, employees, manufacturers, purchaseOrders } from "../../../db/schema/index.ts";
import { demoUsers, harbourAdmin } from "../../../demo/demo-users.ts";
import { seedIds } from "../../../demo/seed.ts";
import type { Auth } from "../../../platform/session-store.ts";
import { createTestApp, multipartBody, type TestApp, type TestClient } from "../../../test/helper.ts";
import { addQuoteLine, blindChoices } from "../../../test/kits/quotes.test-kit.ts";
import { pdfText } from "../../../test/pdf-text.ts";
import { getPurchaseOrder } from "../purchase-orders.service.ts";
import { renderPurchaseOrderPdf } from "./render-purchase-order-pdf.ts";

let t: TestApp;
let demo: TestClient;
let blind: Product;
let deal: { id: string; contactName: string };

beforeAll(async () => {
  t = await createTestApp();
  demo = await t.signIn(demoUsers.admin.username, demoUsers.admin.password);
  const [found] = await t.db
    .select({ id: deals.id, contactName: contacts.name })
    .from(deals)
    .innerJoin(contacts, and(eq(contacts.accountId, deals.accountId), eq(contacts.id, deals.contactId)))
    .where(and(eq(deals.accountId, seedIds.demoAccount), not(deals.isArchived), isNotNull(deals.contactId)))
    .limit(1);
  if (!found) throw new Error("no demo deal with a contact");
  deal = found;
  const products = (await demo.get("/api/catalogue/products")).json() as Product[];
  const product = products.find((candidate) => candidate.name === "Blockout Roller Blind");
  if (!product) throw new Error("no Blockout Roller Blind");
  blind = product;
});
afterAll(() => t.close());

/** The session a signed-in employee has, as the routes hand it to the services. */
async function authOf(username: string): Promise<Auth> {
  const [employee] = await t.db
    .select({
      id: employees.id,
      accountId: employees.accountId,
      employeeType: employees.employeeType,
      flags: employees.flags,
    })
    .from(employees)
    .where(sql`lower(${employees.username}) = ${username}`);
  if (!employee) throw new Error(`no employee ${username}`);
  return {
    sessionId: "test",
    accountId: employee.accountId,
    employeeId: employee.id,
    employeeType: employee.employeeType,
    flags: employee.flags,
    modules: ["DEALS"],
    toggles: { personnel: true, manufacturer_private_orders: false },
    permissions: [],
  };
}

/** An order for the blind (two, in the main bedroom), converted from an accepted quote on the deal. */
async function blindOrder(): Promise<string> {
  const quote = (await demo.post(`/api/deals/${deal.id}/quotes`, { description: "" })).json() as Quote;
  await addQuoteLine(demo, quote.id, blind, {
    ...blindChoices,
    windowGroupName: "Main bedroom",
    notes: "Left-hand chain",
  });
  expect((await demo.post(`/api/quotes/${quote.id}/accept`, {})).statusCode).toBe(200);
  const converted = await demo.post(`/api/quotes/${quote.id}/convert`, {});
  expect(converted.statusCode, converted.body).toBe(200);
  const [order] = converted.json() as PurchaseOrderListItem[];
  if (!order) throw new Error("no order made");
  return order.id;
}

// A real 1 × 1 PNG, so the PDF can draw it.
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("the purchase order PDF", () => {
  it("shows the order, its supplier, its customer, each line as configured and the totals", async () => {
    const auth = await authOf(demoUsers.admin.username);
    const orderId = await blindOrder();
    await t.db
      .update(purchaseOrders)
      .set({ requiredDate: "2030-03-14", notes: "Deliver to the side gate" })
      .where(eq(purchaseOrders.id, orderId));
    const order = await getPurchaseOrder(t.db, auth, orderId);
    const [line] = order.context.orderLines;
    if (!line) throw new Error("the order has no line");
    const [supplier] = await t.db
      .select({ name: manufacturers.name })
      .from(manufacturers)
      .where(eq(manufacturers.id, blind.manufacturerId));

    const pdf = await renderPurchaseOrderPdf(t.db, t.files, auth, orderId);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(pdf);
    for (const expected of [
      "Purchase order",
      order.number,
      "Demo Blinds Co",
      supplier?.name ?? "the supplier",
      deal.contactName,
      "Alex Morgan",
      "14 March 2030",
      "Deliver to the side gate",
      "Blockout Roller Blind",
      "Main bedroom",
      "1000 × 1500 mm",
      "Left-hand chain",
    ]) {
      expect(text).toContain(expected);
    }
    // The line's quantity, unit cost and cost side by side; then the totals.
    expect(text).toMatch(
      new RegExp(
        `\\s2\\s+${escaped(formatMoney(line.unitCostPrice))}\\s+${escaped(formatMoney(line.costPrice))}`,
      ),
    );
    expect(text).toMatch(/Total quantity\s+2\n/);
    expect(text).toMatch(new RegExp(`Total cost\\s+${escaped(formatMoney(order.totalCost))}\\n`));
  });

  it("draws the dealer's logo", async () => {
    const auth = await authOf(demoUsers.admin.username);
    const orderId = await blindOrder();
    const drawn = async () =>
      (await renderPurchaseOrderPdf(t.db, t.files, auth, orderId)).includes("/Subtype /Image");
    expect(await drawn()).toBe(false);
    const uploaded = await demo.request({
      method: "POST",
      url: "/api/account/company-logo",
      ...multipartBody({ filename: "logo.png", contentType: "image/png", content: png }),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(await drawn()).toBe(true);
  });

  it("is not found for another account", async () => {
    const orderId = await blindOrder();
    await expect(
      renderPurchaseOrderPdf(t.db, t.files, await authOf(harbourAdmin.username), orderId),
    ).rejects.toMatchObject({ statusCode: 404 });
  });
});
