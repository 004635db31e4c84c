// Shared by the purchase order API tests: the demo catalogue's blind (Sunline, online) and curtain
// (Coastal, offline), a new order to a supplier, orders converted from an accepted quote on a demo deal,
// and an answer that must be 200.
import type { OrderLine, Product, PurchaseOrder, PurchaseOrderListItem, Quote } from "@portal/contract";
import { and, eq, isNotNull, not } from "drizzle-orm";
import { expect } from "vitest";
import { contacts, deals, workflows } from "../../db/schema/index.ts";
import { demoUsers } from "../../demo/demo-users.ts";
import { seedIds } from "../../demo/seed.ts";
import { createTestApp, type TestApp, type TestClient } from "../helper.ts";
import { addQuoteLine, blindAndCurtain, blindChoices, curtainChoices } from "./quotes.test-kit.ts";

export { blindAndCurtain };

export async function answered<T = PurchaseOrder>(
  response: Promise<{ statusCode: number; body: string; json: () => unknown }>,
): Promise<T> {
  const done = await response;
  expect(done.statusCode, done.body).toBe(200);
  return done.json() as T;
}

/** What /orders/new sends for an order to the supplier, with no details but a sidemark. */
export const newOrderBody = (manufacturerId: number, change: object = {}) => ({
  manufacturerId,
  sidemark: "Shop front",
  salesRepId: null,
  customerDetails: { name: "", email: "", phone: "", address: "" },
  notes: "",
  requiredDate: null,
  ...change,
});

/** A new OPEN order to the product's supplier, with no lines. */
export function newOrder(client: TestClient, product: Product, change: object = {}): Promise<PurchaseOrder> {
  return answered(client.post("/api/purchase-orders", newOrderBody(product.manufacturerId, change)));
}

export type QuoteOrdersSetup = {
  t: TestApp;
  /** The demo administrator. */
  demo: TestClient;
  /** A demo deal with a contact, not archived. */
  deal: { id: string; name: string; sidemark: string | null; contactName: string; workflowSlug: string };
  blind: Product;
  curtain: Product;
};

/**
 * Orders converted from quotes on a demo deal: `setUp` (in beforeAll; close `t` after) builds the app and
 * signs in, and the helpers work on what it made.
 */
export function quoteOrdersKit() {
  let setup: QuoteOrdersSetup | undefined;
  const ready = () => {
    if (!setup) throw new Error("call setUp() in beforeAll first");
    return setup;
  };

  async function setUp(): Promise<QuoteOrdersSetup> {
    const t = await createTestApp();
    const demo = await t.signIn(demoUsers.admin.username, demoUsers.admin.password);
    const [deal] = await t.db
      .select({
        id: deals.id,
        name: deals.name,
        sidemark: deals.sidemark,
        contactName: contacts.name,
        workflowSlug: workflows.slug,
      })
      .from(deals)
      .innerJoin(contacts, and(eq(contacts.accountId, deals.accountId), eq(contacts.id, deals.contactId)))
      .innerJoin(workflows, and(eq(workflows.accountId, deals.accountId), eq(workflows.id, deals.workflowId)))
      .where(and(eq(deals.accountId, seedIds.demoAccount), not(deals.isArchived), isNotNull(deals.contactId)))
      .limit(1);
    if (!deal) throw new Error("no demo deal with a contact");
    setup = { t, demo, deal, ...(await blindAndCurtain(demo)) };
    return setup;
  }

  /** A quote on the deal with a blind (Sunline) and a curtain (Coastal); accepted unless asked not to. */
  async function quoteWithTwoSuppliers(accept = true): Promise<{ quote: Quote; lines: OrderLine[] }> {
    const { demo, deal, blind, curtain } = ready();
    const quote = (
      await demo.post(`/api/deals/${deal.id}/quotes`, { description: "Upstairs" })
    ).json() as Quote;
    const lines = [
      await addQuoteLine(demo, quote.id, blind, { ...blindChoices, notes: "Left-hand chain" }),
      await addQuoteLine(demo, quote.id, curtain, curtainChoices),
    ];
    if (accept) expect((await demo.post(`/api/quotes/${quote.id}/accept`, {})).statusCode).toBe(200);
    return { quote, lines };
  }

  function convert(quoteId: string, body: object = {}): Promise<PurchaseOrderListItem[]> {
    return answered<PurchaseOrderListItem[]>(ready().demo.post(`/api/quotes/${quoteId}/convert`, body));
  }

  function orderOf(id: string, client = ready().demo): Promise<PurchaseOrder> {
    return answered(client.get(`/api/purchase-orders/${id}`));
  }

  return { setUp, quoteWithTwoSuppliers, convert, orderOf };
}
