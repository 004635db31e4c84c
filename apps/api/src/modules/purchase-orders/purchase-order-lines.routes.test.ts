import type { Product, PurchaseOrder, PurchaseOrderLinePrice } from "@portal/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueProducts } from "../../db/schema/index.ts";
import { demoUsers, harbourAdmin } from "../../demo/demo-users.ts";
import { codesOf, refusal } from "../../test/answers.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/helper.ts";
import { answered, blindAndCurtain, newOrder } from "../../test/kits/purchase-orders.test-kit.ts";
import { blindChoices } from "../../test/kits/quotes.test-kit.ts";

const { admin } = demoUsers;

let t: TestApp;
let demo: TestClient;
let blind: Product;
let curtain: Product;

beforeAll(async () => {
  t = await createTestApp();
  demo = await t.signIn(admin.username, admin.password);
  ({ blind, curtain } = await blindAndCurtain(demo));
});
afterAll(() => t.close());

/** A valid blind (quantity 2, 1000 × 1500, every required option). */
const choicesOf = (change: object = {}) => ({
  windowGroupName: null,
  notes: "",
  fabricId: null,
  ...blindChoices,
  ...change,
});

const preview = (order: PurchaseOrder, product: Product, choices: object) =>
  demo.post(`/api/purchase-orders/${order.id}/order-lines/price`, { productId: product.id, choices });

/** A new order to Sunline with one blind on it. */
async function orderWithBlind(): Promise<PurchaseOrder> {
  const order = await newOrder(demo, blind);
  return answered(
    demo.post(`/api/purchase-orders/${order.id}/order-lines`, { productId: blind.id, choices: choicesOf() }),
  );
}

describe("costing a line's choices", () => {
  it("answers the cost that adding the line stores, with the cost steps and no sell steps, saving nothing", async () => {
    const order = await newOrder(demo, blind);
    const choices = choicesOf({ quantity: 3, width: 1200 });
    const priced = await answered<PurchaseOrderLinePrice>(preview(order, blind, choices));
    expect(priced.errors).toEqual([]);
    expect(priced.explanation.length).toBeGreaterThan(0);
    expect(priced.explanation.map((step) => step.kind)).not.toContain("SELL");
    expect(priced.explanation.map((step) => step.kind)).toContain("GRID_CELL");
    expect((await answered(demo.get(`/api/purchase-orders/${order.id}`))).version).toBe(order.version);

    const added = await answered(
      demo.post(`/api/purchase-orders/${order.id}/order-lines`, { productId: blind.id, choices }),
    );
    expect(added.context.orderLines[0]).toMatchObject({
      unitCostPrice: priced.unitCostPrice,
      costPrice: priced.costPrice,
      quantity: 3,
    });
  });

  it("answers a configuration's errors, as the quote's preview shapes them, instead of refusing it", async () => {
    const order = await newOrder(demo, blind);
    const response = await preview(order, blind, choicesOf({ selections: {} }));
    expect(response.statusCode, response.body).toBe(200);
    const priced = response.json() as PurchaseOrderLinePrice;
    expect(priced.errors).toContainEqual(refusal("OPTIONS_NOT_SELECTED"));
  });

  it("refuses another supplier's product, an unknown one and a submitted order", async () => {
    const order = await orderWithBlind();
    const otherSupplier = await preview(order, curtain, choicesOf());
    expect(otherSupplier.statusCode).toBe(422);
    expect(codesOf(otherSupplier.json().errors)).toEqual({ productId: ["NOT_THE_ORDERS_SUPPLIER"] });
    const unknown = await demo.post(`/api/purchase-orders/${order.id}/order-lines/price`, {
      productId: "01900000-0000-7000-8000-000000000001",
      choices: choicesOf(),
    });
    expect(codesOf(unknown.json().errors)).toEqual({ productId: ["PRODUCT_HIDDEN"] });
    await answered(demo.post(`/api/purchase-orders/${order.id}/submit`, { version: order.version }));
    const locked = await preview(order, blind, choicesOf());
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toEqual(refusal("PURCHASE_ORDER_READ_ONLY"));
  });
});

describe("configuring a line", () => {
  it("re-costs it from its product with the new choices, and keeps the totals in step", async () => {
    const order = await orderWithBlind();
    const [line] = order.context.orderLines;
    if (!line) throw new Error("a line");
    const choices = choicesOf({
      quantity: 4,
      width: 1800,
      windowGroupName: "Study",
      notes: "Right-hand chain",
      selections: { ...blindChoices.selections, extras: [] },
    });
    const priced = await answered<PurchaseOrderLinePrice>(preview(order, blind, choices));
    const configured = await answered(
      demo.put(`/api/purchase-orders/${order.id}/order-lines/${line.id}/configuration`, { choices }),
    );
    const [changed] = configured.context.orderLines;
    expect(configured.context.orderLines).toHaveLength(1);
    expect(changed).toMatchObject({
      id: line.id,
      productId: blind.id,
      product: line.product,
      windowGroupName: "Study",
      quantity: 4,
      notes: "Right-hand chain",
      choices,
      unitCostPrice: priced.unitCostPrice,
      costPrice: priced.costPrice,
    });
    expect(changed?.unitCostPrice).not.toBe(line.unitCostPrice);
    expect(changed?.configuration).not.toEqual(line.configuration);
    expect(changed?.configuration.width).toBe(1800);
    expect(configured).toMatchObject({
      version: order.version + 1,
      totalQuantity: 4,
      totalCost: priced.costPrice,
    });
  });

  it("refuses errors, a product the dealer no longer sees and a submitted order, and changes nothing", async () => {
    const order = await orderWithBlind();
    const [line] = order.context.orderLines;
    if (!line) throw new Error("a line");
    const url = `/api/purchase-orders/${order.id}/order-lines/${line.id}/configuration`;
    const withErrors = await demo.put(url, { choices: choicesOf({ selections: {} }) });
    expect(withErrors.statusCode).toBe(422);
    expect(codesOf(withErrors.json().errors).choices).toContain("OPTIONS_NOT_SELECTED");

    await t.db
      .update(catalogueProducts)
      .set({ removedAt: t.clock.now() })
      .where(eq(catalogueProducts.id, blind.id));
    try {
      const removed = await demo.put(url, { choices: choicesOf({ quantity: 5 }) });
      expect(removed.statusCode).toBe(422);
      expect(codesOf(removed.json().errors)).toEqual({ productId: ["PRODUCT_HIDDEN"] });
    } finally {
      await t.db.update(catalogueProducts).set({ removedAt: null }).where(eq(catalogueProducts.id, blind.id));
    }
    expect(await answered(demo.get(`/api/purchase-orders/${order.id}`))).toMatchObject({
      version: order.version,
      context: { orderLines: [{ quantity: line.quantity, costPrice: line.costPrice }] },
    });

    await answered(demo.post(`/api/purchase-orders/${order.id}/submit`, { version: order.version }));
    const locked = await demo.put(url, { choices: choicesOf({ quantity: 5 }) });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toEqual(refusal("PURCHASE_ORDER_READ_ONLY"));
  });
});

describe("tenant isolation", () => {
  it("keeps another dealer from costing or configuring an order's lines", async () => {
    const order = await orderWithBlind();
    const [line] = order.context.orderLines;
    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    const priced = await harbour.post(`/api/purchase-orders/${order.id}/order-lines/price`, {
      productId: curtain.id,
      choices: choicesOf(),
    });
    expect(priced.statusCode).toBe(404);
    const configured = await harbour.put(
      `/api/purchase-orders/${order.id}/order-lines/${line?.id}/configuration`,
      { choices: choicesOf({ quantity: 9 }) },
    );
    expect(configured.statusCode).toBe(404);
    expect((await answered(demo.get(`/api/purchase-orders/${order.id}`))).version).toBe(order.version);
  });
});
