// A quote's lines: add a product, configure it (priced on save, or previewed without saving), remove.
import { emptyLineChoices, type LineChoices, type OrderLine } from "@portal/contract";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { newId } from "../../db/ids.ts";
import {
  catalogueBrands,
  catalogueCategories,
  catalogueProducts,
  orderLines,
  quotes,
} from "../../db/schema/index.ts";
import { AppError, notFound } from "../../platform/errors.ts";
import { type ProductRow, visibleProducts } from "../catalogue/catalogue-access.ts";
import {
  errorView,
  linePricingContext,
  type OrderLineRow,
  orderLineView,
  priceChoices,
} from "./quote-lines.ts";
import { lockEditableQuote, refreshTotals } from "./quotes.service.ts";

async function lineOf(db: Db, accountId: string, lineId: string): Promise<OrderLineRow> {
  const [row] = await db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.accountId, accountId), eq(orderLines.id, lineId)));
  if (!row) throw notFound();
  return row;
}

async function productOf(db: Db, productId: string): Promise<ProductRow> {
  const [product] = await db.select().from(catalogueProducts).where(eq(catalogueProducts.id, productId));
  if (!product) throw notFound();
  return product;
}

async function view(db: Db, accountId: string, lineId: string): Promise<OrderLine> {
  const row = await lineOf(db, accountId, lineId);
  const product = await productOf(db, row.productId);
  const [quote] = await db
    .select({ config: quotes.config })
    .from(quotes)
    .where(and(eq(quotes.accountId, accountId), eq(quotes.id, row.quoteId)));
  if (!quote) throw notFound();
  const [brand] = await db
    .select({ name: catalogueBrands.name })
    .from(catalogueBrands)
    .where(eq(catalogueBrands.id, product.brandId));
  const [category] = await db
    .select({ name: catalogueCategories.name })
    .from(catalogueCategories)
    .where(eq(catalogueCategories.id, product.categoryId));
  return orderLineView(
    row,
    product,
    { brandName: brand?.name ?? "", categoryName: category?.name ?? "" },
    quote.config,
  );
}

export const getOrderLine = view;

/** A product the dealer may quote (visible, not removed, not a MASTER) from its linked suppliers. */
async function quotableProduct(db: Db, accountId: string, productId: string): Promise<ProductRow> {
  const [product] = await visibleProducts(db, accountId, [productId]);
  if (!product || product.type === "MASTER")
    throw new AppError(422, "PRODUCT_HIDDEN", { errors: { productId: "PRODUCT_HIDDEN" } });
  return product;
}

export async function addOrderLine(
  db: Db,
  accountId: string,
  quoteId: string,
  body: { productId: string; windowGroupName?: string | null | undefined },
  now: Date,
): Promise<OrderLine> {
  const product = await quotableProduct(db, accountId, body.productId);
  const context = await linePricingContext(db, accountId);
  const id = newId();
  await db.transaction(async (tx) => {
    await lockEditableQuote(tx, accountId, quoteId);
    const choices: LineChoices = { ...emptyLineChoices, windowGroupName: body.windowGroupName ?? null };
    const [last] = await tx
      .select({ max: sql<number>`coalesce(max(${orderLines.sortOrder}), 0)` })
      .from(orderLines)
      .where(and(eq(orderLines.accountId, accountId), eq(orderLines.quoteId, quoteId)));
    await tx.insert(orderLines).values({
      id,
      accountId,
      quoteId,
      productId: product.id,
      manufacturerId: product.manufacturerId,
      choices,
      ...priceChoices(product, choices, context),
      sortOrder: Number(last?.max ?? 0) + 1,
      createdAt: now,
      updatedAt: now,
    });
    await refreshTotals(tx, accountId, quoteId, now);
  });
  return view(db, accountId, id);
}

/** Saves choices and re-prices the line with the product and the dealer's adjustments as they are now. */
export async function updateOrderLine(
  db: Db,
  accountId: string,
  lineId: string,
  choices: LineChoices,
  now: Date,
): Promise<OrderLine> {
  const line = await lineOf(db, accountId, lineId);
  const product = await productOf(db, line.productId);
  const context = await linePricingContext(db, accountId);
  await db.transaction(async (tx) => {
    await lockEditableQuote(tx, accountId, line.quoteId);
    await tx
      .update(orderLines)
      .set({ choices, ...priceChoices(product, choices, context), updatedAt: now })
      .where(eq(orderLines.id, lineId));
    await refreshTotals(tx, accountId, line.quoteId, now);
  });
  return view(db, accountId, lineId);
}

export async function deleteOrderLine(db: Db, accountId: string, lineId: string, now: Date): Promise<void> {
  const line = await lineOf(db, accountId, lineId);
  await db.transaction(async (tx) => {
    await lockEditableQuote(tx, accountId, line.quoteId);
    await tx.delete(orderLines).where(eq(orderLines.id, lineId));
    await refreshTotals(tx, accountId, line.quoteId, now);
  });
}

/** The price the choices would have, nothing saved: the configurator's live price. */
export async function previewOrderLinePrice(db: Db, accountId: string, lineId: string, choices: LineChoices) {
  const line = await lineOf(db, accountId, lineId);
  const product = await productOf(db, line.productId);
  const context = await linePricingContext(db, accountId);
  const priced = priceChoices(product, choices, context);
  const [quote] = await db.select({ config: quotes.config }).from(quotes).where(eq(quotes.id, line.quoteId));
  if (!quote) throw notFound();
  const shown = orderLineView(
    { ...line, choices, ...priced },
    product,
    { brandName: "", categoryName: "" },
    quote.config,
  );
  return { pricing: shown.pricing, errors: priced.errors.map(errorView), explanation: priced.explanation };
}
