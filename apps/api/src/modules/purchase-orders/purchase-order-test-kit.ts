// Shared by the API tests of orders made from scratch: the demo catalogue's blind (Sunline, online) and
// curtain (Coastal, offline), a new order to a supplier, and an answer that must be 200.
import type { Product, PurchaseOrder } from "@portal/contract";
import { expect } from "vitest";
import type { TestClient } from "../../test/helper.ts";

export async function blindAndCurtain(client: TestClient): Promise<{ blind: Product; curtain: Product }> {
  const products = (await client.get("/api/catalogue/products")).json() as Product[];
  const named = (name: string) => {
    const product = products.find((candidate) => candidate.name === name);
    if (!product) throw new Error(`no ${name}`);
    return product;
  };
  return { blind: named("Blockout Roller Blind"), curtain: named("S-Fold Curtain") };
}

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
