// Shared by the API tests that build quotes: a line added and configured through the API, and the
// demo catalogue's choices for a valid blind (Sunline) and curtain (Coastal).
import type { OrderLine, Product } from "@portal/contract";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "../../db/client.ts";
import { deals } from "../../db/schema/index.ts";
import { seedIds } from "../../demo/seed.ts";
import type { TestClient } from "../helper.ts";
import { put } from "./deals.test-kit.ts";

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

/** The demo catalogue's blind (Sunline, online) and curtain (Coastal, offline). */
export async function blindAndCurtain(client: TestClient): Promise<{ blind: Product; curtain: Product }> {
  const products = (await client.get("/api/catalogue/products")).json() as Product[];
  const named = (name: string) => {
    const product = products.find((candidate) => candidate.name === name);
    if (!product) throw new Error(`no ${name}`);
    return product;
  };
  return { blind: named("Blockout Roller Blind"), curtain: named("S-Fold Curtain") };
}

/** Demo Blinds Co's first open deal by number, not by where a table rewrite happened to leave it. */
export async function firstDemoDealId(db: Db): Promise<string> {
  const [deal] = await db
    .select({ id: deals.id })
    .from(deals)
    .where(sql`${deals.accountId} = ${seedIds.demoAccount} and not ${deals.isArchived}`)
    .orderBy(deals.tuid)
    .limit(1);
  if (!deal) throw new Error("no open demo deal");
  return deal.id;
}
