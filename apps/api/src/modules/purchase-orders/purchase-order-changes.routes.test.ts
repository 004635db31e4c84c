// Changing an open order made from a quote (details, lines, clone, archive), submitting, reopening and
// revising it, marking it private, and its PDF.
import type { Product, PurchaseOrder } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoUsers } from "../../demo/demo-users.ts";
import { codesOf, refusal } from "../../test/answers.ts";
import type { TestApp, TestClient } from "../../test/helper.ts";
import { answered, quoteOrdersKit } from "../../test/kits/purchase-orders.test-kit.ts";

const { sales, supplierRep } = demoUsers;
const { setUp, quoteWithTwoSuppliers, convert, orderOf } = quoteOrdersKit();

let t: TestApp;
let demo: TestClient;
let blind: Product;
let curtain: Product;

beforeAll(async () => {
  ({ t, demo, blind, curtain } = await setUp());
});
afterAll(() => t.close());

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
