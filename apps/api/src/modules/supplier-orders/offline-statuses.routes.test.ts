// Settings → Orders: the account's offline order statuses, through the API (issue 12 "Around it").
import type {
  OfflineOrderStatus,
  OfflineOrderStatusEntry,
  Product,
  PurchaseOrder,
  PurchaseOrderListItem,
  Quote,
  SupplierOrder,
} from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoUsers, harbourAdmin } from "../../demo/demo-users.ts";
import { codesOf, refusal } from "../../test/answers.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/helper.ts";
import { addQuoteLine, curtainChoices } from "../../test/kits/quotes.test-kit.ts";

const { admin, sales } = demoUsers;
const defaults = ["Awaiting confirmation", "Confirmed", "In production", "Dispatched", "Delivered"];

let t: TestApp;
let demo: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  demo = await t.signIn(admin.username, admin.password);
});
afterAll(() => t.close());

async function ok<T>(
  response: Promise<{ statusCode: number; body: string; json: () => unknown }>,
): Promise<T> {
  const done = await response;
  expect(done.statusCode, done.body).toBe(200);
  return done.json() as T;
}

const entries = (client: TestClient) =>
  ok<OfflineOrderStatusEntry[]>(client.get("/api/account/offline-order-statuses"));
/** What an order's status picker offers. */
const offered = async (client: TestClient) =>
  (await ok<OfflineOrderStatus[]>(client.get("/api/offline-order-statuses"))).map((status) => status.name);

async function idOf(client: TestClient, name: string): Promise<string> {
  const found = (await entries(client)).find((entry) => entry.name === name);
  if (!found) throw new Error(`no status ${name}`);
  return found.id;
}

describe("offline order statuses", () => {
  it("lists the defaults, adds one at the end and renames it; the order screens offer the same", async () => {
    expect((await entries(demo)).map((entry) => [entry.name, entry.isArchived])).toEqual(
      defaults.map((name) => [name, false]),
    );
    const added = await ok<OfflineOrderStatusEntry>(
      demo.post("/api/offline-order-statuses", { name: "  Awaiting parts  " }),
    );
    expect(added).toMatchObject({ name: "Awaiting parts", isArchived: false });
    expect((await entries(demo)).at(-1)?.id).toBe(added.id);

    const renamed = await ok<OfflineOrderStatusEntry>(
      demo.put(`/api/offline-order-statuses/${added.id}`, { name: "Waiting on parts" }),
    );
    expect(renamed).toEqual({ id: added.id, name: "Waiting on parts", isArchived: false });
    // Its own name in other letters is no clash.
    await ok(demo.put(`/api/offline-order-statuses/${added.id}`, { name: "WAITING ON PARTS" }));
    expect(await offered(demo)).toEqual([...defaults, "WAITING ON PARTS"]);
  });

  it("refuses a name another active status has (trimmed, without case), an empty one and a long one", async () => {
    const taken = await demo.post("/api/offline-order-statuses", { name: " confirmed " });
    expect(taken.statusCode).toBe(422);
    expect(codesOf(taken.json().errors)).toEqual({ name: ["OFFLINE_STATUS_NAME_TAKEN"] });

    const dispatched = await idOf(demo, "Dispatched");
    const clash = await demo.put(`/api/offline-order-statuses/${dispatched}`, { name: "Delivered" });
    expect(clash.statusCode).toBe(422);
    expect(codesOf(clash.json().errors)).toEqual({ name: ["OFFLINE_STATUS_NAME_TAKEN"] });

    const blank = await demo.post("/api/offline-order-statuses", { name: "   " });
    expect(codesOf(blank.json().errors)).toEqual({ name: ["REQUIRED"] });
    const long = await demo.post("/api/offline-order-statuses", { name: "x".repeat(61) });
    expect(codesOf(long.json().errors)).toEqual({ name: ["TOO_LONG"] });
    await ok(demo.post("/api/offline-order-statuses", { name: "y".repeat(60) }));
    await ok(demo.post(`/api/offline-order-statuses/${await idOf(demo, "y".repeat(60))}/archive`));
  });

  it("puts the active statuses in a new order, every one once", async () => {
    const before = (await entries(demo)).filter((entry) => !entry.isArchived);
    const reversed = before.map((entry) => entry.id).reverse();
    const answered = await ok<OfflineOrderStatusEntry[]>(
      demo.put("/api/offline-order-statuses/order", { ids: reversed }),
    );
    expect(answered.filter((entry) => !entry.isArchived).map((entry) => entry.id)).toEqual(reversed);
    expect(await offered(demo)).toEqual(before.map((entry) => entry.name).reverse());

    for (const ids of [reversed.slice(1), [...reversed, reversed[0]], [...reversed, crypto.randomUUID()]]) {
      const refused = await demo.put("/api/offline-order-statuses/order", { ids });
      expect(refused.statusCode).toBe(422);
      expect(codesOf(refused.json().errors)).toEqual({ ids: ["ORDER_MISMATCH"] });
    }
    // Back as it was for the tests after this one.
    await ok(demo.put("/api/offline-order-statuses/order", { ids: before.map((entry) => entry.id) }));
  });

  it("archives a status: the orders that have it keep it, new choices no longer offer it", async () => {
    const order = await submittedOfflineOrder();
    const url = `/api/purchase-orders/${order.id}/supplier-orders/${order.context.supplierOrder?.id}`;
    expect((await ok<SupplierOrder>(demo.get(url))).context.orderStatus.name).toBe("Awaiting confirmation");

    const id = await idOf(demo, "Awaiting confirmation");
    const archived = await ok<OfflineOrderStatusEntry>(
      demo.post(`/api/offline-order-statuses/${id}/archive`),
    );
    expect(archived).toEqual({ id, name: "Awaiting confirmation", isArchived: true });
    // Archiving again changes nothing.
    await ok(demo.post(`/api/offline-order-statuses/${id}/archive`));

    expect(await offered(demo)).not.toContain("Awaiting confirmation");
    const listed = await entries(demo);
    expect(listed).toContainEqual(archived);
    // The archived ones after the active ones.
    expect(listed.map((entry) => entry.isArchived)).toEqual(listed.map((entry) => entry.isArchived).sort());
    expect((await ok<SupplierOrder>(demo.get(url))).context.orderStatus.name).toBe("Awaiting confirmation");

    // Frozen as the orders knew it; its name is free for a new status.
    const rename = await demo.put(`/api/offline-order-statuses/${id}`, { name: "Awaiting sign-off" });
    expect(rename.statusCode).toBe(409);
    expect(rename.json()).toEqual(refusal("OFFLINE_STATUS_ARCHIVED"));
    await ok(demo.post("/api/offline-order-statuses", { name: "Awaiting confirmation" }));
    // A new order lists the active ones only.
    const reorder = await demo.put("/api/offline-order-statuses/order", {
      ids: [...(await entries(demo)).filter((entry) => !entry.isArchived).map((entry) => entry.id), id],
    });
    expect(codesOf(reorder.json().errors)).toEqual({ ids: ["ORDER_MISMATCH"] });
  });

  it("keeps the last active status (409)", async () => {
    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    const [last, ...others] = (await entries(harbour)).filter((entry) => !entry.isArchived);
    if (!last) throw new Error("harbour has no statuses");
    for (const other of others) await ok(harbour.post(`/api/offline-order-statuses/${other.id}/archive`));
    const refused = await harbour.post(`/api/offline-order-statuses/${last.id}/archive`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(refusal("OFFLINE_STATUS_LAST_ACTIVE"));
    expect(await offered(harbour)).toEqual([last.name]);
  });

  it("answers another dealer's status as not found, and refuses changes without settings.edit", async () => {
    const id = await idOf(demo, "Confirmed");
    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    for (const response of [
      await harbour.put(`/api/offline-order-statuses/${id}`, { name: "Mine now" }),
      await harbour.post(`/api/offline-order-statuses/${id}/archive`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(refusal("NOT_FOUND"));
    }
    const theirs = await harbour.put("/api/offline-order-statuses/order", { ids: [id] });
    expect(codesOf(theirs.json().errors)).toEqual({ ids: ["ORDER_MISMATCH"] });
    expect((await entries(harbour)).some((entry) => entry.id === id)).toBe(false);

    const salesUser = await t.signIn(sales.username, sales.password);
    // Sales sees Settings read-only: the list, not the changes.
    expect((await entries(salesUser)).length).toBeGreaterThan(0);
    for (const response of [
      await salesUser.post("/api/offline-order-statuses", { name: "Sales' own" }),
      await salesUser.put(`/api/offline-order-statuses/${id}`, { name: "Sales' own" }),
      await salesUser.post(`/api/offline-order-statuses/${id}/archive`),
      await salesUser.put("/api/offline-order-statuses/order", { ids: [id] }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(refusal("FORBIDDEN"));
    }
    expect((await entries(demo)).find((entry) => entry.id === id)).toMatchObject({ name: "Confirmed" });
  });
});

/** A purchase order to the offline supplier (Coastal), submitted: its supplier order has the first status. */
async function submittedOfflineOrder(): Promise<PurchaseOrder> {
  const orders = await ok<PurchaseOrderListItem[]>(demo.get("/api/purchase-orders?limit=50"));
  const dealId = orders.find((order) => order.deal && !order.isArchived)?.deal?.id;
  const products = await ok<Product[]>(demo.get("/api/catalogue/products"));
  const curtain = products.find((product) => product.name === "S-Fold Curtain");
  if (!dealId || !curtain) throw new Error("no demo deal or curtain");
  const quote = await ok<Quote>(demo.post(`/api/deals/${dealId}/quotes`, { description: "Statuses" }));
  await addQuoteLine(demo, quote.id, curtain, curtainChoices);
  await ok(demo.post(`/api/quotes/${quote.id}/accept`, {}));
  const [made] = await ok<PurchaseOrderListItem[]>(
    demo.post(`/api/quotes/${quote.id}/convert`, { manufacturerId: curtain.manufacturerId }),
  );
  const order = await ok<PurchaseOrder>(demo.get(`/api/purchase-orders/${made?.id}`));
  return ok<PurchaseOrder>(demo.post(`/api/purchase-orders/${order.id}/submit`, { version: order.version }));
}
