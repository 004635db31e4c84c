// Shared by the API tests that build quotes: a line added and configured through the API, and the
// demo catalogue's choices for a valid blind (Sunline) and curtain (Coastal).
import type { OrderLine, Product } from "@portal/contract";
import { expect } from "vitest";
import type { TestClient } from "../../test/helper.ts";
import { put } from "../deals/deal-test-kit.ts";

export const blindChoices = {
  quantity: 2,
  width: 1000,
  height: 1500,
  selections: { control: ["chain"], roll: ["standard"], "bottom-rail": ["oval"], extras: ["fascia"] },
};

export const curtainChoices = {
  width: 2400,
  height: 2100,
  selections: { track: ["standard"] },
  fabricId: "linen-oat",
};

/** Adds the product to the quote and saves these choices over an empty line's. */
export async function addQuoteLine(
  client: TestClient,
  quoteId: string,
  product: Product,
  choices: object,
): Promise<OrderLine> {
  const added = await client.post(`/api/quotes/${quoteId}/order-lines`, { productId: product.id });
  expect(added.statusCode).toBe(200);
  const line = added.json() as OrderLine;
  const saved = await put(client, `/api/order-lines/${line.id}`, {
    windowGroupName: null,
    quantity: 1,
    notes: "",
    width: null,
    height: null,
    selections: {},
    fabricId: null,
    ...choices,
  });
  expect(saved.statusCode).toBe(200);
  return saved.json();
}
