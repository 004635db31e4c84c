import type { Product, PurchaseOrder, SalesRep, SupplierOrder } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shippingMethods } from "../../db/schema/index.ts";
import { demoUsers, harbourAdmin } from "../../demo/demo-users.ts";
import { codesOf, refusal } from "../../test/answers.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/helper.ts";
import {
  answered,
  blindAndCurtain,
  newOrder,
  newOrderBody,
} from "../../test/kits/purchase-orders.test-kit.ts";
import { blindChoices } from "../../test/kits/quotes.test-kit.ts";

const { admin, sales, supplierRep } = demoUsers;

let t: TestApp;
let demo: TestClient;
let blind: Product;
let curtain: Product;
/** The shipping methods of each supplier, by name. */
let methods: Map<string, { id: number; manufacturerId: number }>;

beforeAll(async () => {
  t = await createTestApp();
  demo = await t.signIn(admin.username, admin.password);
  ({ blind, curtain } = await blindAndCurtain(demo));
  const rows = await t.db
    .select({
      id: shippingMethods.id,
      name: shippingMethods.name,
      manufacturerId: shippingMethods.manufacturerId,
    })
    .from(shippingMethods);
  methods = new Map(rows.map((row) => [row.name, row]));
});
afterAll(() => t.close());

function methodId(name: string): number {
  const method = methods.get(name);
  if (!method) throw new Error(`no shipping method ${name}`);
  return method.id;
}

describe("making an order from scratch", () => {
  it("makes an OPEN order to one of the account's suppliers, with no deal, quote or lines and a number of its own", async () => {
    const [rep] = await answered<SalesRep[]>(demo.get("/api/sales-reps"));
    if (!rep) throw new Error("no sales rep");
    const first = await newOrder(demo, blind);
    const made = await answered(
      demo.post(
        "/api/purchase-orders",
        newOrderBody(blind.manufacturerId, {
          sidemark: "  Shop front ",
          salesRepId: rep.id,
          customerDetails: { name: "Jo Citizen", email: "jo@example.test", phone: "", address: "" },
          notes: "Measure twice",
          requiredDate: "2026-12-14",
        }),
      ),
    );
    expect(made.tuid).toBe(first.tuid + 1);
    expect(made).toMatchObject({
      number: `PO-${made.tuid}`,
      revision: 1,
      status: "OPEN",
      isReadOnly: false,
      isManufacturerPrivate: false,
      manufacturerId: blind.manufacturerId,
      supplier: { id: blind.manufacturerId, name: "Sunline Blinds", isOffline: false },
      deal: null,
      quoteId: null,
      sidemark: "Shop front",
      salesRep: rep,
      customerDetails: { name: "Jo Citizen", email: "jo@example.test", phone: null, address: null },
      notes: "Measure twice",
      requiredDate: "2026-12-14",
      shipping: { method: null, address: null, instructions: null },
      totalCost: "0.00",
      totalQuantity: 0,
      submittedAt: null,
      context: {
        parentOrder: null,
        latestRevision: { id: made.id, number: made.number },
        supplierOrder: null,
        orderLines: [],
      },
    });
    expect(first.customerDetails).toBeNull();
    const listed = (await demo.get(`/api/purchase-orders?search=PO-${made.tuid}`)).json();
    expect(listed).toEqual([expect.objectContaining({ id: made.id, deal: null })]);
  });

  it("refuses a supplier the account is not linked to, and an unknown sales rep", async () => {
    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    // Harbour Shutters deals with Coastal only.
    const notLinked = await harbour.post("/api/purchase-orders", newOrderBody(blind.manufacturerId));
    expect(notLinked.statusCode).toBe(422);
    expect(codesOf(notLinked.json().errors)).toEqual({ manufacturerId: ["UNKNOWN_SUPPLIER"] });
    expect(
      (await harbour.post("/api/purchase-orders", newOrderBody(curtain.manufacturerId))).statusCode,
    ).toBe(200);
    const noSuch = await demo.post("/api/purchase-orders", newOrderBody(999_999));
    expect(codesOf(noSuch.json().errors)).toEqual({ manufacturerId: ["UNKNOWN_SUPPLIER"] });
    const unknownRep = await demo.post(
      "/api/purchase-orders",
      newOrderBody(blind.manufacturerId, { salesRepId: 999_999 }),
    );
    expect(unknownRep.statusCode).toBe(422);
    expect(codesOf(unknownRep.json().errors)).toEqual({ salesRepId: ["UNKNOWN_SALES_REP"] });
  });

  it("makes a private order only for those who may mark orders private", async () => {
    const asSales = await t.signIn(sales.username, sales.password);
    const before = (await demo.get("/api/purchase-orders?limit=10000")).json().length;
    const refused = await asSales.post(
      "/api/purchase-orders",
      newOrderBody(blind.manufacturerId, { isManufacturerPrivate: true }),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(refusal("FORBIDDEN"));
    expect((await demo.get("/api/purchase-orders?limit=10000")).json().length).toBe(before);
    expect((await newOrder(asSales, blind, { isManufacturerPrivate: false })).isManufacturerPrivate).toBe(
      false,
    );

    const asSupplier = await t.signIn(supplierRep.username, supplierRep.password);
    const hidden = await newOrder(asSupplier, blind, { isManufacturerPrivate: true });
    expect(hidden.isManufacturerPrivate).toBe(true);
    expect((await asSales.get(`/api/purchase-orders/${hidden.id}`)).statusCode).toBe(404);
  });
});

const shippingOf = (order: PurchaseOrder, change: object = {}) => ({
  version: order.version,
  shippingMethodId: order.shipping.method?.id ?? null,
  address: order.shipping.address ?? "",
  instructions: order.shipping.instructions ?? "",
  ...change,
});

describe("calculating shipping", () => {
  it("sets one of the supplier's methods, the address and instructions, and clears them", async () => {
    const order = await newOrder(demo, blind);
    const set = await answered(
      demo.post(
        `/api/purchase-orders/${order.id}/calculate-shipping`,
        shippingOf(order, {
          shippingMethodId: methodId("Pick up from factory"),
          address: " 1 Test Street, Marrickville ",
          instructions: "Call on arrival",
        }),
      ),
    );
    expect(set).toMatchObject({
      id: order.id,
      version: order.version + 1,
      shipping: {
        method: { id: methodId("Pick up from factory"), name: "Pick up from factory" },
        address: "1 Test Street, Marrickville",
        instructions: "Call on arrival",
      },
    });
    const cleared = await answered(
      demo.post(
        `/api/purchase-orders/${order.id}/calculate-shipping`,
        shippingOf(set, { shippingMethodId: null, address: "", instructions: null }),
      ),
    );
    expect(cleared.shipping).toEqual({ method: null, address: null, instructions: null });
  });

  it("refuses another supplier's method, a stale version and a submitted order, and changes nothing", async () => {
    const order = await newOrder(demo, blind);
    const otherSupplier = await demo.post(
      `/api/purchase-orders/${order.id}/calculate-shipping`,
      shippingOf(order, { shippingMethodId: methodId("Freight") }),
    );
    expect(otherSupplier.statusCode).toBe(422);
    expect(codesOf(otherSupplier.json().errors)).toEqual({ shippingMethodId: ["UNKNOWN_SHIPPING_METHOD"] });
    const stale = await demo.post(
      `/api/purchase-orders/${order.id}/calculate-shipping`,
      shippingOf(order, { version: order.version - 1, instructions: "Stale" }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual(refusal("CONFLICT"));
    expect(await answered(demo.get(`/api/purchase-orders/${order.id}`))).toMatchObject({
      version: order.version,
      shipping: { method: null, instructions: null },
    });

    const withLine = await answered(
      demo.post(`/api/purchase-orders/${order.id}/order-lines`, {
        productId: blind.id,
        choices: { windowGroupName: null, notes: "", fabricId: null, ...blindChoices },
      }),
    );
    const submitted = await answered(
      demo.post(`/api/purchase-orders/${order.id}/submit`, { version: withLine.version }),
    );
    const locked = await demo.post(
      `/api/purchase-orders/${order.id}/calculate-shipping`,
      shippingOf(submitted, { instructions: "Too late" }),
    );
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toEqual(refusal("PURCHASE_ORDER_READ_ONLY"));
  });

  it("is kept by a clone", async () => {
    const order = await newOrder(demo, curtain);
    const set = await answered(
      demo.post(
        `/api/purchase-orders/${order.id}/calculate-shipping`,
        shippingOf(order, { shippingMethodId: methodId("Freight"), instructions: "Side gate" }),
      ),
    );
    const copy = await answered(demo.post(`/api/purchase-orders/${order.id}/clone`, {}));
    expect(copy.shipping).toEqual(set.shipping);
  });
});

describe("submitting an order with its shipping", () => {
  const submitWithLine = async (order: PurchaseOrder): Promise<SupplierOrder> => {
    const withLine = await answered(
      demo.post(`/api/purchase-orders/${order.id}/order-lines`, {
        productId: blind.id,
        choices: { windowGroupName: null, notes: "", fabricId: null, ...blindChoices },
      }),
    );
    const sent = await answered(
      demo.post(`/api/purchase-orders/${order.id}/submit`, { version: withLine.version }),
    );
    return answered<SupplierOrder>(
      demo.get(`/api/purchase-orders/${sent.id}/supplier-orders/${sent.context.supplierOrder?.id}`),
    );
  };

  it("sends the supplier the order's method, address and instructions", async () => {
    const order = await newOrder(demo, blind);
    const set = await answered(
      demo.post(
        `/api/purchase-orders/${order.id}/calculate-shipping`,
        shippingOf(order, {
          shippingMethodId: methodId("Pick up from factory"),
          address: "1 Test Street, Marrickville",
          instructions: "Call on arrival",
        }),
      ),
    );
    const supplierOrder = await submitWithLine(set);
    expect(supplierOrder).toMatchObject({
      shippingInstructions: "Call on arrival",
      context: {
        shippingAddress: "1 Test Street, Marrickville",
        shippingMethod: { id: methodId("Pick up from factory"), name: "Pick up from factory" },
      },
    });
  });

  it("falls back, for what the order leaves unset, to the dealer's defaults", async () => {
    const order = await newOrder(demo, blind);
    const set = await answered(
      demo.post(
        `/api/purchase-orders/${order.id}/calculate-shipping`,
        shippingOf(order, { instructions: "Call on arrival" }),
      ),
    );
    const supplierOrder = await submitWithLine(set);
    // Sunline's default method for Demo Blinds Co (Settings → Suppliers) and its delivery address (Settings → Orders).
    expect(supplierOrder).toMatchObject({
      shippingInstructions: "Call on arrival",
      context: {
        shippingAddress: "12 Example Street, Marrickville NSW 2204",
        shippingMethod: { id: methodId("Courier"), name: "Courier" },
      },
    });
  });
});

describe("tenant isolation", () => {
  it("keeps another dealer from setting an order's shipping", async () => {
    const order = await newOrder(demo, curtain);
    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    const refused = await harbour.post(
      `/api/purchase-orders/${order.id}/calculate-shipping`,
      shippingOf(order, { shippingMethodId: methodId("Pick up"), instructions: "Not theirs" }),
    );
    expect(refused.statusCode).toBe(404);
    expect((await answered(demo.get(`/api/purchase-orders/${order.id}`))).version).toBe(order.version);
  });
});
