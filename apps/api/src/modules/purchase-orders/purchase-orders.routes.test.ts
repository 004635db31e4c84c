// Purchase orders made from an accepted quote: converting, the list, who sees private ones, and tenant
// isolation. Changing, submitting and revising one: purchase-order-changes.routes.test.ts.
import type { PurchaseOrderListItem } from "@portal/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueProducts, deals, purchaseOrders } from "../../db/schema/index.ts";
import { demoUsers, harbourAdmin } from "../../demo/demo-users.ts";
import { codesOf, refusal } from "../../test/answers.ts";
import type { TestApp, TestClient } from "../../test/helper.ts";
import { type QuoteOrdersSetup, quoteOrdersKit } from "../../test/kits/purchase-orders.test-kit.ts";

const { sales, supplierRep } = demoUsers;
const { setUp, quoteWithTwoSuppliers, convert, orderOf } = quoteOrdersKit();

let t: TestApp;
let demo: TestClient;
let deal: QuoteOrdersSetup["deal"];
let blind: QuoteOrdersSetup["blind"];
let curtain: QuoteOrdersSetup["curtain"];

beforeAll(async () => {
  ({ t, demo, deal, blind, curtain } = await setUp());
});
afterAll(() => t.close());

describe("converting an accepted quote", () => {
  it("makes one OPEN order per supplier whose lines copy the quote's", async () => {
    const { quote, lines } = await quoteWithTwoSuppliers();
    const [blindLine, curtainLine] = lines;
    if (!blindLine || !curtainLine) throw new Error("two lines");
    const made = await convert(quote.id);
    expect(made.map((order) => order.manufacturerId)).toEqual([blind.manufacturerId, curtain.manufacturerId]);
    expect(made[1]?.tuid).toBe((made[0]?.tuid ?? 0) + 1);

    const order = await orderOf(made[0]?.id ?? "");
    expect(order).toMatchObject({
      number: `PO-${order.tuid}`,
      status: "OPEN",
      isReadOnly: false,
      isPurchase: true,
      quoteId: quote.id,
      sidemark: deal.sidemark,
      deal: { id: deal.id, name: deal.name, workflowSlug: deal.workflowSlug },
      salesRep: { name: "Alex Morgan" },
      customerDetails: { name: deal.contactName },
      totalCost: blindLine.costPrice,
      totalQuantity: 2,
      context: { parentOrder: null, latestRevision: { id: order.id, number: order.number } },
    });
    expect(order.context.orderLines).toEqual([
      expect.objectContaining({
        productId: blind.id,
        product: {
          name: "Blockout Roller Blind",
          brandName: blindLine.context.product.brandName,
          categoryName: blindLine.context.product.categoryName,
        },
        configuration: blindLine.context.configuration,
        choices: blindLine.context.choices,
        quantity: 2,
        unitCostPrice: blindLine.unitCostPrice,
        costPrice: blindLine.costPrice,
        notes: "Left-hand chain",
      }),
    ]);
    const second = await orderOf(made[1]?.id ?? "");
    expect(second.context.orderLines.map((line) => line.product.name)).toEqual(["S-Fold Curtain"]);
    expect(second.totalCost).toBe(curtainLine.costPrice);
  });

  it("carries the deal's sidemark onto its orders, and its name where it has none", async () => {
    expect(deal.sidemark).toBeTruthy();
    await t.db.update(deals).set({ sidemark: "QA-SM-1" }).where(eq(deals.id, deal.id));
    try {
      const { quote } = await quoteWithTwoSuppliers();
      const made = await convert(quote.id);
      expect(made.map((order) => order.sidemark)).toEqual(["QA-SM-1", "QA-SM-1"]);
      expect((await orderOf(made[0]?.id ?? "")).sidemark).toBe("QA-SM-1");
      const listed = (await demo.get("/api/purchase-orders")).json() as PurchaseOrderListItem[];
      expect(listed.find((order) => order.id === made[0]?.id)?.sidemark).toBe("QA-SM-1");

      await t.db.update(deals).set({ sidemark: "  " }).where(eq(deals.id, deal.id));
      const unmarked = await convert((await quoteWithTwoSuppliers()).quote.id);
      expect(unmarked.map((order) => order.sidemark)).toEqual([deal.name, deal.name]);
    } finally {
      await t.db.update(deals).set({ sidemark: deal.sidemark }).where(eq(deals.id, deal.id));
    }
  });

  it("keeps its copy when the supplier's catalogue changes afterwards", async () => {
    const { quote } = await quoteWithTwoSuppliers();
    const [made] = await convert(quote.id, { manufacturerId: blind.manufacturerId });
    await t.db
      .update(catalogueProducts)
      .set({ name: "Renamed Roller" })
      .where(eq(catalogueProducts.id, blind.id));
    try {
      const order = await orderOf(made?.id ?? "");
      expect(order.context.orderLines[0]?.product.name).toBe("Blockout Roller Blind");
    } finally {
      await t.db
        .update(catalogueProducts)
        .set({ name: "Blockout Roller Blind" })
        .where(eq(catalogueProducts.id, blind.id));
    }
  });

  it("makes only the named supplier's order, and refuses a supplier the quote does not use", async () => {
    const { quote } = await quoteWithTwoSuppliers();
    const made = await convert(quote.id, { manufacturerId: curtain.manufacturerId });
    expect(made.map((order) => order.manufacturerId)).toEqual([curtain.manufacturerId]);
    const other = await demo.post(`/api/quotes/${quote.id}/convert`, { manufacturerId: 999_999 });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual(refusal("QUOTE_HAS_NO_LINES_FOR_SUPPLIER"));
  });

  it("submits as online orders those to online suppliers, in the same call; an offline supplier's stays open", async () => {
    const { quote } = await quoteWithTwoSuppliers();
    const mailsBefore = t.mail.length;
    const made = await convert(quote.id, { submit: true });
    const [toBlind, toCurtain] = made;
    expect(toBlind).toMatchObject({
      manufacturerId: blind.manufacturerId,
      status: "SUBMITTED",
      isReadOnly: true,
    });
    expect(toCurtain).toMatchObject({ manufacturerId: curtain.manufacturerId, status: "OPEN" });
    const sent = await orderOf(toBlind?.id ?? "");
    expect(sent.context.supplierOrder).toMatchObject({ isOffline: false, coreStatus: "UNSTARTED" });
    expect(sent.submittedAt).not.toBeNull();
    expect((await orderOf(toCurtain?.id ?? "")).context.supplierOrder).toBeNull();
    expect(t.mail.slice(mailsBefore).map((mail) => mail.subject)).toEqual([
      `Purchase order ${sent.number} from Demo Blinds Co`,
    ]);
  });

  it("refuses a draft quote, and changes nothing", async () => {
    const { quote } = await quoteWithTwoSuppliers(false);
    const before = (await demo.get("/api/purchase-orders?limit=10000")).json() as PurchaseOrderListItem[];
    const refused = await demo.post(`/api/quotes/${quote.id}/convert`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(refusal("QUOTE_NOT_ACCEPTED"));
    const after = (await demo.get("/api/purchase-orders?limit=10000")).json() as PurchaseOrderListItem[];
    expect(after.length).toBe(before.length);
  });

  it("is for those who may see quotes and make orders", async () => {
    const { quote } = await quoteWithTwoSuppliers();
    const asSupplier = await t.signIn(supplierRep.username, supplierRep.password);
    expect((await asSupplier.post(`/api/quotes/${quote.id}/convert`, {})).statusCode).toBe(403);
    const asSales = await t.signIn(sales.username, sales.password);
    expect((await asSales.post(`/api/quotes/${quote.id}/convert`, {})).statusCode).toBe(200);
  });
});

describe("the list", () => {
  it("is newest first, filtered by status, supplier, day and archived", async () => {
    const { quote } = await quoteWithTwoSuppliers();
    const made = await convert(quote.id);
    const ids = made.map((order) => order.id);
    const list = (await demo.get("/api/purchase-orders")).json() as PurchaseOrderListItem[];
    expect(list.slice(0, 2).map((order) => order.id)).toEqual([...ids].reverse());

    const submitted = (await demo.get("/api/purchase-orders?status=SUBMITTED&limit=10000")).json();
    expect(submitted.every((order: PurchaseOrderListItem) => order.status === "SUBMITTED")).toBe(true);
    expect(submitted.map((order: PurchaseOrderListItem) => order.id)).not.toContain(ids[0]);

    const bySupplier = (
      await demo.get(`/api/purchase-orders?manufacturerId=${curtain.manufacturerId}`)
    ).json();
    expect(
      bySupplier.every((order: PurchaseOrderListItem) => order.manufacturerId === curtain.manufacturerId),
    ).toBe(true);
    expect(bySupplier.map((order: PurchaseOrderListItem) => order.id)).toContain(ids[1]);

    const found = (await demo.get(`/api/purchase-orders?search=PO-${made[0]?.tuid}`)).json();
    expect(found.map((order: PurchaseOrderListItem) => order.id)).toEqual([ids[0]]);
    const bySidemark = (
      await demo.get(`/api/purchase-orders?search=${encodeURIComponent(deal.name.slice(2, 9))}`)
    ).json();
    expect(bySidemark.map((order: PurchaseOrderListItem) => order.id)).toEqual(expect.arrayContaining(ids));
    const byCustomer = (
      await demo.get(`/api/purchase-orders?search=${encodeURIComponent(deal.contactName)}`)
    ).json();
    expect(byCustomer.map((order: PurchaseOrderListItem) => order.id)).toEqual(expect.arrayContaining(ids));
    expect((await demo.get("/api/purchase-orders?search=%25%25no-such%25")).json()).toEqual([]);
    const ofQuote = (await demo.get(`/api/purchase-orders?quoteId=${quote.id}`)).json();
    expect(ofQuote.map((order: PurchaseOrderListItem) => order.id).sort()).toEqual([...ids].sort());

    const ofDeal = (await demo.get(`/api/purchase-orders?dealId=${deal.id}&limit=10000`)).json();
    expect(ofDeal.every((order: PurchaseOrderListItem) => order.deal?.id === deal.id)).toBe(true);
    expect(ofDeal.map((order: PurchaseOrderListItem) => order.id)).toEqual(expect.arrayContaining(ids));

    // Days are the account's (Sydney): the test clock's today holds them, a day long past does not.
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Sydney" }).format(t.clock.now());
    const ofToday = (await demo.get(`/api/purchase-orders?from=${today}&to=${today}`)).json();
    expect(ofToday.map((order: PurchaseOrderListItem) => order.id)).toEqual(expect.arrayContaining(ids));
    const longAgo = (await demo.get("/api/purchase-orders?from=2001-01-01&to=2001-01-31")).json();
    expect(longAgo).toEqual([]);

    await t.db
      .update(purchaseOrders)
      .set({ isArchived: true })
      .where(eq(purchaseOrders.id, ids[0] ?? ""));
    const shown = (await demo.get("/api/purchase-orders?limit=10000")).json();
    expect(shown.map((order: PurchaseOrderListItem) => order.id)).not.toContain(ids[0]);
    const archived = (await demo.get("/api/purchase-orders?archived=true")).json() as PurchaseOrderListItem[];
    expect(archived[0]).toMatchObject({ id: ids[0], isArchived: true, isReadOnly: true });
    expect(archived.every((order) => order.isArchived)).toBe(true);
  });

  it("answers field errors for a limit beyond 10,000 and a day that does not exist", async () => {
    const tooMany = await demo.get("/api/purchase-orders?limit=10001");
    expect(tooMany.statusCode).toBe(422);
    expect(codesOf(tooMany.json().errors)).toHaveProperty("limit");
    const noSuchDay = await demo.get("/api/purchase-orders?from=2026-02-30");
    expect(noSuchDay.statusCode).toBe(422);
    expect(codesOf(noSuchDay.json().errors)).toEqual({ from: ["INVALID_FORMAT"] });
    expect((await demo.get("/api/purchase-orders?limit=10000")).statusCode).toBe(200);
  });
});

describe("private orders", () => {
  it("are hidden from DEFAULT staff, shown to administrators and the supplier's representatives", async () => {
    const { quote } = await quoteWithTwoSuppliers();
    const [made] = await convert(quote.id, { manufacturerId: blind.manufacturerId });
    const id = made?.id ?? "";
    await t.db.update(purchaseOrders).set({ isManufacturerPrivate: true }).where(eq(purchaseOrders.id, id));

    const asSales = await t.signIn(sales.username, sales.password);
    expect((await asSales.get(`/api/purchase-orders/${id}`)).statusCode).toBe(404);
    const salesList = (await asSales.get("/api/purchase-orders?limit=10000")).json();
    expect(salesList.map((order: PurchaseOrderListItem) => order.id)).not.toContain(id);

    const asSupplier = await t.signIn(supplierRep.username, supplierRep.password);
    expect((await orderOf(id, asSupplier)).isManufacturerPrivate).toBe(true);
    expect((await orderOf(id)).isManufacturerPrivate).toBe(true);
  });
});

describe("tenant isolation", () => {
  it("keeps another dealer's orders out of reach: 404 for one, absent from the list", async () => {
    const { quote } = await quoteWithTwoSuppliers();
    const [made] = await convert(quote.id);
    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    expect((await harbour.get(`/api/purchase-orders/${made?.id}`)).statusCode).toBe(404);
    const list = (await harbour.get("/api/purchase-orders?limit=10000")).json();
    expect(list.map((order: PurchaseOrderListItem) => order.id)).not.toContain(made?.id);
    expect((await harbour.post(`/api/quotes/${quote.id}/convert`, {})).statusCode).toBe(404);
    for (const verb of ["clone", "archive", "unarchive", "reopen"]) {
      expect((await harbour.post(`/api/purchase-orders/${made?.id}/${verb}`, {})).statusCode).toBe(404);
    }
    expect((await harbour.get(`/api/purchase-orders/${made?.id}/pdf`)).statusCode).toBe(404);
    expect((await orderOf(made?.id ?? "")).version).toBe(1);
  });
});
