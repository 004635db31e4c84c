import type {
  Product,
  PurchaseOrder,
  PurchaseOrderListItem,
  Quote,
  SupplierOrder,
  SupplierPage,
} from "@portal/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offlineOrderStatuses } from "../../db/schema/index.ts";
import { demoUsers, harbourAdmin } from "../../demo/demo-users.ts";
import { codesOf, refusal } from "../../test/answers.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/helper.ts";
import {
  addQuoteLine,
  blindAndCurtain,
  blindChoices,
  curtainChoices,
} from "../../test/kits/quotes.test-kit.ts";
import { pdfText } from "../../test/pdf-text.ts";

const { admin, sales } = demoUsers;

let t: TestApp;
let demo: TestClient;
let dealId: string;
let blind: Product;
let curtain: Product;

beforeAll(async () => {
  t = await createTestApp();
  demo = await t.signIn(admin.username, admin.password);
  const orders = (await demo.get("/api/purchase-orders?limit=50")).json() as PurchaseOrderListItem[];
  const withDeal = orders.find((order) => order.deal && !order.isArchived);
  if (!withDeal?.deal) throw new Error("no demo order with a deal");
  dealId = withDeal.deal.id;
  ({ blind, curtain } = await blindAndCurtain(demo));
});
afterAll(() => t.close());

async function ok<T>(
  response: Promise<{ statusCode: number; body: string; json: () => unknown }>,
): Promise<T> {
  const done = await response;
  expect(done.statusCode, done.body).toBe(200);
  return done.json() as T;
}

/** An OPEN order for the product's supplier (blind: Sunline, online; curtain: Coastal, offline). */
async function openOrder(product: Product): Promise<PurchaseOrder> {
  const quote = await ok<Quote>(demo.post(`/api/deals/${dealId}/quotes`, { description: "Supplier test" }));
  await addQuoteLine(demo, quote.id, product, product.id === blind.id ? blindChoices : curtainChoices);
  await ok(demo.post(`/api/quotes/${quote.id}/accept`, {}));
  const [made] = await ok<PurchaseOrderListItem[]>(
    demo.post(`/api/quotes/${quote.id}/convert`, { manufacturerId: product.manufacturerId }),
  );
  return ok<PurchaseOrder>(demo.get(`/api/purchase-orders/${made?.id}`));
}

async function submit(order: PurchaseOrder): Promise<PurchaseOrder> {
  return ok<PurchaseOrder>(demo.post(`/api/purchase-orders/${order.id}/submit`, { version: order.version }));
}

/** The secret link's token in the newest mail to the supplier about the order. */
function linkTokenFor(order: PurchaseOrder): string {
  const mail = t.mail.findLast((message) =>
    message.subject.startsWith(`Purchase order ${order.number} from`),
  );
  const token = mail?.text.match(/\/supplier-order\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no supplier mail for ${order.number}`);
  return token;
}

const supplierOrderUrl = (order: PurchaseOrder) =>
  `/api/purchase-orders/${order.id}/supplier-orders/${order.context.supplierOrder?.id}`;

const dealerInstructions = "Deliver to the rear loading dock between 8am and 4pm.";

const supplierUpdate = (change: object = {}) => ({
  coreStatus: "IN_PROGRESS",
  reference: "SL-9001",
  eta: "2026-12-20",
  trackingInformation: "",
  freight: "45",
  // As made from the dealer's defaults (Settings → Orders): unchanged by the supplier.
  shippingInstructions: dealerInstructions,
  ...change,
});

describe("submitting to an online supplier", () => {
  it("makes its supplier order UNSTARTED and emails the supplier the PDF and a secret link", async () => {
    const sent = await submit(await openOrder(blind));
    expect(sent.context.supplierOrder).toMatchObject({ isOffline: false, coreStatus: "UNSTARTED" });
    const mail = t.mail.at(-1);
    expect(mail).toMatchObject({ to: "orders@sunline.test" });
    expect(mail?.subject).toBe(`Purchase order ${sent.number} from Demo Blinds Co`);
    const attachment = mail?.attachments?.[0];
    expect(attachment).toMatchObject({ filename: `${sent.number}.pdf`, contentType: "application/pdf" });
    expect(pdfText(attachment?.content ?? Buffer.alloc(0))).toContain(sent.number);

    const supplierOrder = await ok<SupplierOrder>(demo.get(supplierOrderUrl(sent)));
    expect(supplierOrder).toMatchObject({
      isOffline: false,
      reference: null,
      // The dealer's delivery address and shipping instructions (Settings → Orders), as seeded.
      shippingInstructions: dealerInstructions,
      context: {
        orderStatus: { coreStatus: "UNSTARTED" },
        purchaseOrder: { id: sent.id, number: sent.number },
        supplier: { name: "Sunline Blinds" },
      },
    });
    expect(supplierOrder.context.orderLines.map((line) => [line.productName, line.quantity])).toEqual(
      sent.context.orderLines.map((line) => [line.product.name, line.quantity]),
    );
    const history = await ok<
      { field: string; old: string | null; new: string | null; createdByName: string }[]
    >(demo.get(`${supplierOrderUrl(sent)}/history`));
    expect(history).toEqual([
      expect.objectContaining({ field: "status", old: null, new: "UNSTARTED", createdByName: "Alex Morgan" }),
    ]);
  });
});

describe("the supplier's page", () => {
  it("shows the order to whoever has the link; the supplier acknowledges it, and each change is history", async () => {
    const sent = await submit(await openOrder(blind));
    const token = linkTokenFor(sent);
    const anyone = t.client();
    const page = await ok<SupplierPage>(anyone.get(`/api/public/supplier-order/${token}`));
    expect(page).toMatchObject({
      dealer: { name: "Demo Blinds Co" },
      purchaseOrder: { number: sent.number, totalCost: sent.totalCost },
      isSuperseded: false,
      order: { context: { orderStatus: { coreStatus: "UNSTARTED" } } },
    });
    const pdf = await anyone.get(`/api/public/supplier-order/${token}/pdf`);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdfText(pdf.rawPayload)).toContain(sent.number);

    const updated = await ok<SupplierPage>(
      anyone.put(`/api/public/supplier-order/${token}`, supplierUpdate()),
    );
    expect(updated.order).toMatchObject({ reference: "SL-9001", eta: "2026-12-20", freight: "45.00" });
    expect(updated.order.acknowledgedAt).not.toBeNull();

    const dealerSees = await ok<PurchaseOrder>(demo.get(`/api/purchase-orders/${sent.id}`));
    expect(dealerSees.context.supplierOrder).toMatchObject({ coreStatus: "IN_PROGRESS" });
    const history = await ok<
      { field: string; old: string | null; new: string | null; createdByName: string }[]
    >(demo.get(`${supplierOrderUrl(sent)}/history`));
    expect(
      history.slice(1).map(({ field, old, new: next, createdByName }) => [field, old, next, createdByName]),
    ).toEqual([
      ["status", "UNSTARTED", "IN_PROGRESS", "Sunline Blinds (supplier page)"],
      ["reference", null, "SL-9001", "Sunline Blinds (supplier page)"],
      ["eta", null, "2026-12-20", "Sunline Blinds (supplier page)"],
      ["freight", null, "45.00", "Sunline Blinds (supplier page)"],
    ]);

    // The same again changes nothing and adds no history.
    await ok(anyone.put(`/api/public/supplier-order/${token}`, supplierUpdate()));
    expect((await ok<unknown[]>(demo.get(`${supplierOrderUrl(sent)}/history`))).length).toBe(history.length);

    await ok(anyone.put(`/api/public/supplier-order/${token}`, supplierUpdate({ coreStatus: "COMPLETED" })));
    const closed = await anyone.put(
      `/api/public/supplier-order/${token}`,
      supplierUpdate({ coreStatus: "ON_HOLD" }),
    );
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual(refusal("SUPPLIER_ORDER_CLOSED"));
  });

  it("answers 404 for a link that opens nothing, and a field error for a bad ETA or freight", async () => {
    const anyone = t.client();
    expect((await anyone.get("/api/public/supplier-order/not-a-link-to-any-order-at-all")).statusCode).toBe(
      404,
    );
    const sent = await submit(await openOrder(blind));
    const token = linkTokenFor(sent);
    const bad = await anyone.put(
      `/api/public/supplier-order/${token}`,
      supplierUpdate({ eta: "2026-02-30", freight: "-4" }),
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(codesOf(bad.json().errors)).sort()).toEqual(["eta", "freight"]);
  });

  it("turns read-only once a newer revision was submitted", async () => {
    const sent = await submit(await openOrder(blind));
    const token = linkTokenFor(sent);
    const revision = await ok<PurchaseOrder>(
      demo.put(`/api/purchase-orders/${sent.id}`, {
        version: sent.version,
        sidemark: sent.sidemark,
        salesRepId: null,
        customerDetails: { name: "", email: "", phone: "", address: "" },
        notes: "Changed",
        requiredDate: null,
      }),
    );
    // Not yet submitted: the supplier's order of R1 is still the one in force.
    expect((await ok<SupplierPage>(t.client().get(`/api/public/supplier-order/${token}`))).isSuperseded).toBe(
      false,
    );
    await submit(revision);
    const page = await ok<SupplierPage>(t.client().get(`/api/public/supplier-order/${token}`));
    expect(page.isSuperseded).toBe(true);
    const refused = await t.client().put(`/api/public/supplier-order/${token}`, supplierUpdate());
    expect(refused.json()).toEqual(refusal("PURCHASE_ORDER_NOT_LATEST"));
  });
});

describe("an offline supplier's order", () => {
  it("waits at the account's first status, is tracked by hand, and keeps its history when reopened", async () => {
    const before = t.mail.length;
    const sent = await submit(await openOrder(curtain));
    expect(t.mail.length).toBe(before);
    expect(sent.context.supplierOrder).toMatchObject({
      isOffline: true,
      statusName: "Awaiting confirmation",
    });
    const statuses = await ok<{ id: string; name: string }[]>(demo.get("/api/offline-order-statuses"));
    expect(statuses.map((status) => status.name)).toEqual([
      "Awaiting confirmation",
      "Confirmed",
      "In production",
      "Dispatched",
      "Delivered",
    ]);
    const current = await ok<SupplierOrder>(demo.get(supplierOrderUrl(sent)));
    const body = {
      version: current.version,
      orderStatusId: statuses[2]?.id,
      reference: "CS-118",
      eta: "2027-01-08",
      trackingInformation: "",
      notes: "Phoned Coastal",
      requiredDate: null,
      shippingAddress: "12 Example Street",
      shippingMethodId: null,
    };
    const tracked = await ok<SupplierOrder>(demo.put(supplierOrderUrl(sent), body));
    expect(tracked).toMatchObject({
      reference: "CS-118",
      notes: "Phoned Coastal",
      context: { orderStatus: { name: "In production" }, shippingAddress: "12 Example Street" },
    });
    const stale = await demo.put(supplierOrderUrl(sent), body);
    expect(stale.statusCode).toBe(409);
    const unknown = await demo.put(supplierOrderUrl(sent), {
      ...body,
      version: tracked.version,
      orderStatusId: "01900000-0000-7000-8000-000000000001",
    });
    expect(unknown.statusCode).toBe(422);
    expect(codesOf(unknown.json().errors)).toEqual({ orderStatusId: ["UNKNOWN_ORDER_STATUS"] });

    const history = await ok<{ field: string; new: string | null }[]>(
      demo.get(`${supplierOrderUrl(sent)}/history`),
    );
    expect(history.map((entry) => [entry.field, entry.new])).toEqual([
      ["status", "Awaiting confirmation"],
      ["status", "In production"],
      ["reference", "CS-118"],
      ["eta", "2027-01-08"],
      ["shippingAddress", "12 Example Street"],
      ["notes", "Phoned Coastal"],
    ]);

    // A status archived since stays on the order, which still saves.
    const [inProduction] = await t.db
      .update(offlineOrderStatuses)
      .set({ isArchived: true })
      .where(eq(offlineOrderStatuses.id, statuses[2]?.id ?? ""))
      .returning();
    try {
      const latest = await ok<SupplierOrder>(demo.get(supplierOrderUrl(sent)));
      const kept = await ok<SupplierOrder>(
        demo.put(supplierOrderUrl(sent), { ...body, version: latest.version, notes: "Still in production" }),
      );
      expect(kept.context.orderStatus.name).toBe("In production");
    } finally {
      await t.db
        .update(offlineOrderStatuses)
        .set({ isArchived: false })
        .where(eq(offlineOrderStatuses.id, inProduction?.id ?? ""));
    }

    const reopened = await ok<PurchaseOrder>(demo.post(`/api/purchase-orders/${sent.id}/reopen`, {}));
    const again = await submit(reopened);
    expect(again.context.supplierOrder?.id).toBe(sent.context.supplierOrder?.id);
  });

  it("is not for an online supplier's order: the supplier tracks that one", async () => {
    const sent = await submit(await openOrder(blind));
    const current = await ok<SupplierOrder>(demo.get(supplierOrderUrl(sent)));
    const refused = await demo.put(supplierOrderUrl(sent), {
      version: current.version,
      orderStatusId: "01900000-0000-7000-8000-000000000001",
      reference: null,
      eta: null,
      trackingInformation: "",
      notes: "",
      requiredDate: null,
      shippingAddress: "",
      shippingMethodId: null,
    });
    expect(refused.json()).toEqual(refusal("SUPPLIER_ORDER_ONLINE"));
  });
});

describe("a supplier's own system", () => {
  it("reads and updates that supplier's orders with a token the dealer issued, until it is revoked", async () => {
    const sent = await submit(await openOrder(blind));
    const issued = await ok<{ id: string; name: string; token: string }>(
      demo.post(`/api/suppliers/${blind.manufacturerId}/api-tokens`, { name: "Sunline ERP" }),
    );
    expect(issued.token).toMatch(/^spt_/);
    const listed = await ok<{ id: string; name: string }[]>(
      demo.get(`/api/suppliers/${blind.manufacturerId}/api-tokens`),
    );
    expect(listed.map((token) => token.name)).toContain("Sunline ERP");
    expect(JSON.stringify(listed)).not.toContain(issued.token);

    const system = t.client();
    const bearer = { authorization: `Bearer ${issued.token}` };
    const orders = (
      await system.request({ method: "GET", url: "/api/supplier/orders", headers: bearer })
    ).json() as {
      id: string;
      purchaseOrderNumber: string;
      manufacturerId: number;
    }[];
    expect(orders[0]).toMatchObject({ id: sent.context.supplierOrder?.id, purchaseOrderNumber: sent.number });
    expect(orders.every((order) => order.manufacturerId === blind.manufacturerId)).toBe(true);

    const updated = await system.request({
      method: "PUT",
      url: `/api/supplier/orders/${sent.context.supplierOrder?.id}`,
      headers: bearer,
      payload: supplierUpdate({ trackingInformation: "StarTrack 42" }),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const history = await ok<{ field: string; createdByName: string }[]>(
      demo.get(`${supplierOrderUrl(sent)}/history`),
    );
    expect(history.find((entry) => entry.field === "trackingInformation")).toMatchObject({
      createdByName: "Sunline ERP (API)",
    });

    // Another supplier's order is not this token's to see.
    const offline = await submit(await openOrder(curtain));
    const other = await system.request({
      method: "PUT",
      url: `/api/supplier/orders/${offline.context.supplierOrder?.id}`,
      headers: bearer,
      payload: supplierUpdate(),
    });
    expect(other.statusCode).toBe(404);

    await ok(demo.delete(`/api/supplier-api-tokens/${issued.id}`));
    expect(
      (await system.request({ method: "GET", url: "/api/supplier/orders", headers: bearer })).statusCode,
    ).toBe(401);
    expect((await system.get("/api/supplier/orders")).statusCode).toBe(401);
  });

  it("lists several orders newest first, each with its own lines, as the dealer sees each one", async () => {
    const sent: PurchaseOrder[] = [];
    for (const lineCount of [2, 3, 1]) {
      const quote = await ok<Quote>(demo.post(`/api/deals/${dealId}/quotes`, { description: "API list" }));
      for (let quantity = 1; quantity <= lineCount; quantity += 1) {
        await addQuoteLine(demo, quote.id, blind, { ...blindChoices, quantity, notes: `Line ${quantity}` });
      }
      await ok(demo.post(`/api/quotes/${quote.id}/accept`, {}));
      const [made] = await ok<PurchaseOrderListItem[]>(
        demo.post(`/api/quotes/${quote.id}/convert`, { manufacturerId: blind.manufacturerId }),
      );
      sent.push(await submit(await ok<PurchaseOrder>(demo.get(`/api/purchase-orders/${made?.id}`))));
      t.clock.advance(1000);
    }
    const issued = await ok<{ token: string }>(
      demo.post(`/api/suppliers/${blind.manufacturerId}/api-tokens`, { name: "Sunline list" }),
    );
    const listed = await t.client().request({
      method: "GET",
      url: "/api/supplier/orders?limit=500",
      headers: { authorization: `Bearer ${issued.token}` },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const orders = listed.json() as (SupplierOrder & {
      dealer: { name: string };
      purchaseOrderNumber: string;
    })[];
    const createdAt = orders.map((order) => order.createdAt);
    expect(createdAt).toEqual([...createdAt].sort().reverse());

    const ours = sent.map((order) => order.context.supplierOrder?.id);
    expect(orders.map((order) => order.id).filter((id) => ours.includes(id))).toEqual([...ours].reverse());
    for (const order of sent) {
      const entry = orders.find((candidate) => candidate.id === order.context.supplierOrder?.id);
      if (!entry) throw new Error(`${order.number} is not listed`);
      const { dealer, purchaseOrderNumber, ...view } = entry;
      expect({ dealer, purchaseOrderNumber }).toEqual({
        dealer: { name: "Demo Blinds Co" },
        purchaseOrderNumber: order.number,
      });
      expect(view).toEqual(await ok<SupplierOrder>(demo.get(supplierOrderUrl(order))));
      expect(view.context.orderLines.map((line) => [line.id, line.quantity, line.notes])).toEqual(
        order.context.orderLines.map((line) => [line.id, line.quantity, line.notes]),
      );
    }
    expect(sent.map((order) => order.context.orderLines.length)).toEqual([2, 3, 1]);
  });

  it("has its tokens issued only by those who change settings", async () => {
    const asSales = await t.signIn(sales.username, sales.password);
    expect(
      (await asSales.post(`/api/suppliers/${blind.manufacturerId}/api-tokens`, { name: "x" })).statusCode,
    ).toBe(403);
  });
});

describe("tenant isolation", () => {
  it("keeps another dealer away from this dealer's supplier orders and tokens", async () => {
    const sent = await submit(await openOrder(blind));
    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    expect((await harbour.get(supplierOrderUrl(sent))).statusCode).toBe(404);
    expect((await harbour.get(`${supplierOrderUrl(sent)}/history`)).statusCode).toBe(404);
    expect((await harbour.get(`/api/suppliers/${blind.manufacturerId}/api-tokens`)).statusCode).toBe(404);
    const issued = await ok<{ id: string }>(
      demo.post(`/api/suppliers/${blind.manufacturerId}/api-tokens`, { name: "y" }),
    );
    expect((await harbour.delete(`/api/supplier-api-tokens/${issued.id}`)).statusCode).toBe(404);
  });
});
