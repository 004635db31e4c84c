import type { OrderLine, Product, PurchaseOrder, PurchaseOrderListItem, Quote } from "@portal/contract";
import { and, eq, isNotNull, not } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueProducts, contacts, deals, purchaseOrders, workflows } from "../../db/schema/index.ts";
import { demoUsers, harbourAdmin } from "../../demo/demo-users.ts";
import { seedIds } from "../../demo/seed.ts";
import { codesOf, refusal } from "../../test/answers.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/helper.ts";
import { addQuoteLine, blindChoices, curtainChoices } from "../quotes/quote-test-kit.ts";

const { admin, sales, supplierRep } = demoUsers;

let t: TestApp;
let demo: TestClient;
let deal: { id: string; name: string; contactName: string; workflowSlug: string };
let blind: Product;
let curtain: Product;

beforeAll(async () => {
  t = await createTestApp();
  demo = await t.signIn(admin.username, admin.password);
  const [found] = await t.db
    .select({ id: deals.id, name: deals.name, contactName: contacts.name, workflowSlug: workflows.slug })
    .from(deals)
    .innerJoin(contacts, and(eq(contacts.accountId, deals.accountId), eq(contacts.id, deals.contactId)))
    .innerJoin(workflows, and(eq(workflows.accountId, deals.accountId), eq(workflows.id, deals.workflowId)))
    .where(and(eq(deals.accountId, seedIds.demoAccount), not(deals.isArchived), isNotNull(deals.contactId)))
    .limit(1);
  if (!found) throw new Error("no demo deal with a contact");
  deal = found;
  const products = (await demo.get("/api/catalogue/products")).json() as Product[];
  const named = (name: string) => {
    const product = products.find((candidate) => candidate.name === name);
    if (!product) throw new Error(`no ${name}`);
    return product;
  };
  blind = named("Blockout Roller Blind");
  curtain = named("S-Fold Curtain");
});
afterAll(() => t.close());

const addLine = (quote: Quote, product: Product, choices: object): Promise<OrderLine> =>
  addQuoteLine(demo, quote.id, product, choices);

/** A quote on the deal with a blind (Sunline) and a curtain (Coastal); accepted unless asked not to. */
async function quoteWithTwoSuppliers(accept = true): Promise<{ quote: Quote; lines: OrderLine[] }> {
  const quote = (
    await demo.post(`/api/deals/${deal.id}/quotes`, { description: "Upstairs" })
  ).json() as Quote;
  const lines = [
    await addLine(quote, blind, { ...blindChoices, notes: "Left-hand chain" }),
    await addLine(quote, curtain, curtainChoices),
  ];
  if (accept) expect((await demo.post(`/api/quotes/${quote.id}/accept`, {})).statusCode).toBe(200);
  return { quote, lines };
}

async function convert(quoteId: string, body: object = {}): Promise<PurchaseOrderListItem[]> {
  const response = await demo.post(`/api/quotes/${quoteId}/convert`, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function orderOf(id: string, client = demo): Promise<PurchaseOrder> {
  const response = await client.get(`/api/purchase-orders/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

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
      sidemark: deal.name,
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

/** One OPEN order to the named supplier's (blind: Sunline, online; curtain: Coastal, offline). */
async function openOrder(product: Product): Promise<PurchaseOrder> {
  const { quote } = await quoteWithTwoSuppliers();
  const [made] = await convert(quote.id, { manufacturerId: product.manufacturerId });
  return orderOf(made?.id ?? "");
}

const detailsOf = (order: PurchaseOrder, change: object = {}) => ({
  version: order.version,
  sidemark: order.sidemark,
  salesRepId: order.salesRep?.id ?? null,
  customerDetails: {
    name: order.customerDetails?.name ?? "",
    email: order.customerDetails?.email ?? "",
    phone: order.customerDetails?.phone ?? "",
    address: order.customerDetails?.address ?? "",
  },
  notes: order.notes,
  requiredDate: order.requiredDate,
  ...change,
});

async function answered(response: Promise<{ statusCode: number; body: string; json: () => unknown }>) {
  const done = await response;
  expect(done.statusCode, done.body).toBe(200);
  return done.json() as PurchaseOrder;
}

describe("changing an order", () => {
  it("edits an open order's details in place, and refuses a stale version", async () => {
    const order = await openOrder(blind);
    const edited = await answered(
      demo.put(
        `/api/purchase-orders/${order.id}`,
        detailsOf(order, {
          sidemark: "  Upstairs, 12 Elm St ",
          notes: "Deliver before 9",
          requiredDate: "2026-12-14",
          customerDetails: { name: "Jo Citizen", email: "jo@example.test", phone: "", address: "12 Elm St" },
        }),
      ),
    );
    expect(edited).toMatchObject({
      id: order.id,
      number: order.number,
      version: order.version + 1,
      sidemark: "Upstairs, 12 Elm St",
      notes: "Deliver before 9",
      requiredDate: "2026-12-14",
      customerDetails: { name: "Jo Citizen", email: "jo@example.test", phone: null, address: "12 Elm St" },
      supplier: { id: blind.manufacturerId, name: "Sunline Blinds", isOffline: false },
    });
    const stale = await demo.put(`/api/purchase-orders/${order.id}`, detailsOf(order));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: "CONFLICT" });
  });

  it("answers field errors for a bad email, an unknown sales rep and a day that does not exist", async () => {
    const order = await openOrder(blind);
    const bad = await demo.put(
      `/api/purchase-orders/${order.id}`,
      detailsOf(order, {
        requiredDate: "2026-02-30",
        customerDetails: { name: "Jo", email: "not-an-email", phone: "", address: "" },
      }),
    );
    expect(bad.statusCode).toBe(422);
    expect(codesOf(bad.json().errors)).toEqual({
      requiredDate: ["INVALID_FORMAT"],
      "customerDetails.email": ["INVALID_EMAIL"],
    });
    const unknownRep = await demo.put(
      `/api/purchase-orders/${order.id}`,
      detailsOf(order, { salesRepId: 999_999 }),
    );
    expect(unknownRep.statusCode).toBe(422);
    expect(codesOf(unknownRep.json().errors)).toEqual({ salesRepId: ["UNKNOWN_SALES_REP"] });
    expect((await orderOf(order.id)).version).toBe(order.version);
  });

  it("changes a line's quantity and notes, the cost following its unit cost, and removes a line", async () => {
    const order = await openOrder(blind);
    const [line] = order.context.orderLines;
    if (!line) throw new Error("a line");
    const changed = await answered(
      demo.put(`/api/purchase-orders/${order.id}/order-lines/${line.id}`, {
        quantity: 3,
        notes: "Chain left",
      }),
    );
    const unit = Number(line.unitCostPrice);
    expect(changed.context.orderLines[0]).toMatchObject({ quantity: 3, notes: "Chain left" });
    expect(Number(changed.context.orderLines[0]?.costPrice)).toBeCloseTo(Math.round(unit * 300) / 100, 2);
    expect(changed).toMatchObject({ totalQuantity: 3, totalCost: changed.context.orderLines[0]?.costPrice });
    const emptied = await answered(demo.delete(`/api/purchase-orders/${order.id}/order-lines/${line.id}`));
    expect(emptied).toMatchObject({ totalQuantity: 0, totalCost: "0.00", context: { orderLines: [] } });
    const empty = await demo.post(`/api/purchase-orders/${order.id}/submit`, { version: emptied.version });
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toEqual(refusal("PURCHASE_ORDER_EMPTY"));
  });

  it("adds a configured product of its supplier at cost, as a quote line prices it; refuses errors and others' products", async () => {
    const order = await openOrder(blind);
    const [existing] = order.context.orderLines;
    const choices = { ...(existing?.choices ?? {}), windowGroupName: "Study", quantity: 3, notes: "Added" };
    const added = await answered(
      demo.post(`/api/purchase-orders/${order.id}/order-lines`, { productId: blind.id, choices }),
    );
    const line = added.context.orderLines.at(-1);
    expect(added.context.orderLines).toHaveLength(order.context.orderLines.length + 1);
    expect(line).toMatchObject({
      productId: blind.id,
      product: { name: "Blockout Roller Blind" },
      windowGroupName: "Study",
      quantity: 3,
      notes: "Added",
      unitCostPrice: existing?.unitCostPrice,
      configuration: existing?.configuration,
    });
    expect(Number(line?.costPrice)).toBeCloseTo(Number(existing?.unitCostPrice) * 3, 2);
    expect(added.totalQuantity).toBe(order.totalQuantity + 3);

    const missing = await demo.post(`/api/purchase-orders/${order.id}/order-lines`, {
      productId: blind.id,
      choices: { ...choices, selections: {} },
    });
    expect(missing.statusCode).toBe(422);
    expect(codesOf(missing.json().errors).choices).toContain("OPTIONS_NOT_SELECTED");
    const otherSupplier = await demo.post(`/api/purchase-orders/${order.id}/order-lines`, {
      productId: curtain.id,
      choices,
    });
    expect(otherSupplier.statusCode).toBe(422);
    expect(codesOf(otherSupplier.json().errors)).toEqual({ productId: ["NOT_THE_ORDERS_SUPPLIER"] });
    const submitted = await answered(
      demo.post(`/api/purchase-orders/${order.id}/submit`, { version: added.version }),
    );
    const locked = await demo.post(`/api/purchase-orders/${submitted.id}/order-lines`, {
      productId: blind.id,
      choices,
    });
    expect(locked.json()).toEqual(refusal("PURCHASE_ORDER_READ_ONLY"));
  });

  it("clones an open order under a new number with its lines, and not a submitted one", async () => {
    const order = await openOrder(blind);
    const copy = await answered(demo.post(`/api/purchase-orders/${order.id}/clone`, {}));
    expect(copy.id).not.toBe(order.id);
    expect(copy.tuid).toBeGreaterThan(order.tuid);
    expect(copy).toMatchObject({
      number: `PO-${copy.tuid}`,
      status: "OPEN",
      revision: 1,
      sidemark: order.sidemark,
      totalCost: order.totalCost,
      context: { parentOrder: null },
    });
    expect(copy.context.orderLines.map((line) => [line.product.name, line.quantity])).toEqual(
      order.context.orderLines.map((line) => [line.product.name, line.quantity]),
    );
    expect(copy.context.orderLines[0]?.id).not.toBe(order.context.orderLines[0]?.id);
    const submitted = await answered(
      demo.post(`/api/purchase-orders/${order.id}/submit`, { version: order.version }),
    );
    const refused = await demo.post(`/api/purchase-orders/${submitted.id}/clone`, {});
    expect(refused.json()).toEqual(refusal("PURCHASE_ORDER_READ_ONLY"));
  });

  it("archives (read-only) and unarchives, each twice without harm", async () => {
    const order = await openOrder(blind);
    const archived = await answered(demo.post(`/api/purchase-orders/${order.id}/archive`, {}));
    expect(archived).toMatchObject({ isArchived: true, isReadOnly: true, status: "OPEN" });
    expect((await answered(demo.post(`/api/purchase-orders/${order.id}/archive`, {}))).version).toBe(
      archived.version,
    );
    const [line] = order.context.orderLines;
    const locked = await demo.put(`/api/purchase-orders/${order.id}/order-lines/${line?.id}`, {
      quantity: 5,
      notes: "",
    });
    expect(locked.json()).toEqual(refusal("PURCHASE_ORDER_READ_ONLY"));
    const back = await answered(demo.post(`/api/purchase-orders/${order.id}/unarchive`, {}));
    expect(back).toMatchObject({ isArchived: false, isReadOnly: false });
  });
});

describe("submitting, reopening and revisions", () => {
  it("submits an online supplier's order, locked; editing it makes revision R2 and leaves R1 as sent", async () => {
    const order = await openOrder(blind);
    const submitted = await answered(
      demo.post(`/api/purchase-orders/${order.id}/submit`, { version: order.version }),
    );
    expect(submitted).toMatchObject({ status: "SUBMITTED", isReadOnly: true });
    expect(submitted.submittedAt).not.toBeNull();
    const [line] = submitted.context.orderLines;
    const locked = await demo.delete(`/api/purchase-orders/${order.id}/order-lines/${line?.id}`);
    expect(locked.json()).toEqual(refusal("PURCHASE_ORDER_READ_ONLY"));
    const reopen = await demo.post(`/api/purchase-orders/${order.id}/reopen`, {});
    expect(reopen.json()).toEqual(refusal("PURCHASE_ORDER_NOT_REOPENABLE"));

    const revision = await answered(
      demo.put(`/api/purchase-orders/${order.id}`, detailsOf(submitted, { notes: "Second thoughts" })),
    );
    expect(revision.id).not.toBe(order.id);
    expect(revision).toMatchObject({
      tuid: order.tuid,
      revision: 2,
      number: `PO-${order.tuid}-R2`,
      status: "OPEN",
      notes: "Second thoughts",
      totalCost: submitted.totalCost,
      context: {
        parentOrder: { id: order.id, number: order.number },
        latestRevision: { id: revision.id, number: `PO-${order.tuid}-R2` },
      },
    });
    const first = await orderOf(order.id);
    expect(first).toMatchObject({
      status: "SUBMITTED",
      notes: submitted.notes,
      context: { latestRevision: { id: revision.id } },
    });
    const again = await demo.put(`/api/purchase-orders/${order.id}`, detailsOf(first));
    expect(again.json()).toEqual(refusal("PURCHASE_ORDER_NOT_LATEST"));
  });

  it("marks an offline supplier's order as submitted and reopens it in place", async () => {
    const order = await openOrder(curtain);
    expect(order.supplier).toMatchObject({ name: "Coastal Shutters & Curtains", isOffline: true });
    const stale = await demo.post(`/api/purchase-orders/${order.id}/submit`, { version: order.version - 1 });
    expect(stale.statusCode).toBe(409);
    const submitted = await answered(
      demo.post(`/api/purchase-orders/${order.id}/submit`, { version: order.version }),
    );
    const twice = await demo.post(`/api/purchase-orders/${order.id}/submit`, { version: submitted.version });
    expect(twice.json()).toEqual(refusal("PURCHASE_ORDER_READ_ONLY"));
    const reopened = await answered(demo.post(`/api/purchase-orders/${order.id}/reopen`, {}));
    expect(reopened).toMatchObject({ id: order.id, status: "OPEN", isReadOnly: false, submittedAt: null });
    const notSubmitted = await demo.post(`/api/purchase-orders/${order.id}/reopen`, {});
    expect(notSubmitted.json()).toEqual(refusal("PURCHASE_ORDER_NOT_SUBMITTED"));
  });
});

describe("marking an order private", () => {
  it("is for administrators and the supplier's representatives; others are refused and nothing changes", async () => {
    const order = await openOrder(blind);
    const asSales = await t.signIn(sales.username, sales.password);
    const refused = await asSales.put(
      `/api/purchase-orders/${order.id}`,
      detailsOf(order, { isManufacturerPrivate: true }),
    );
    expect(refused.statusCode).toBe(403);
    // Sending the flag as it is stays allowed, so a form may always send it.
    expect(
      (
        await asSales.put(
          `/api/purchase-orders/${order.id}`,
          detailsOf(order, { isManufacturerPrivate: false }),
        )
      ).statusCode,
    ).toBe(200);
    const asSupplier = await t.signIn(supplierRep.username, supplierRep.password);
    const current = await orderOf(order.id, asSupplier);
    const made = await answered(
      asSupplier.put(`/api/purchase-orders/${order.id}`, detailsOf(current, { isManufacturerPrivate: true })),
    );
    expect(made.isManufacturerPrivate).toBe(true);
    expect((await asSales.get(`/api/purchase-orders/${order.id}`)).statusCode).toBe(404);
  });
});

describe("the PDF", () => {
  it("is the order's, as the supplier receives it", async () => {
    const order = await openOrder(blind);
    const pdf = await demo.get(`/api/purchase-orders/${order.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
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
