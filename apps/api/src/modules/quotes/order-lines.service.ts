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
import { together } from "../../db/together.ts";
import { AppError, notFound } from "../../platform/errors.ts";
import { type ProductRow, visibleProducts } from "../catalogue/catalogue-access.ts";
import {
  errorView,
  type LinePricingContext,
  linePricingContext,
  linePricingView,
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

async function quoteConfigOf(db: Db, accountId: string, quoteId: string) {
  const [quote] = await db
    .select({ config: quotes.config })
    .from(quotes)
    .where(and(eq(quotes.accountId, accountId), eq(quotes.id, quoteId)));
  if (!quote) throw notFound();
  return quote.config;
}

async function view(db: Db, accountId: string, lineId: string): Promise<OrderLine> {
  const row = await lineOf(db, accountId, lineId);
  const product = await productOf(db, row.productId);
  const config = await quoteConfigOf(db, accountId, row.quoteId);
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
    config,
  );
}

export const getOrderLine = view;

/** A product the dealer may quote (visible, not removed, not a MASTER) from its linked suppliers. */
async function quotableProduct(db: Db, accountId: string, productId: string): Promise<ProductRow> {
  const [product] = await visibleProducts(db, accountId, [productId]);
  if (!product || product.type === "MASTER")
    throw new AppError("PRODUCT_HIDDEN", { errors: { productId: "PRODUCT_HIDDEN" } });
  return product;
}

/** A product added with the choices confirmed in the configurator, or (without choices) unconfigured. */
export async function addOrderLine(
  db: Db,
  {
    accountId,
    quoteId,
    body,
    now,
  }: {
    accountId: string;
    quoteId: string;
    body: {
      productId: string;
      windowGroupName?: string | null | undefined;
      choices?: LineChoices | undefined;
    };
    now: Date;
  },
): Promise<OrderLine> {
  const product = await quotableProduct(db, accountId, body.productId);
  const context = await linePricingContext(db, accountId);
  const id = newId();
  await db.transaction(async (tx) => {
    await lockEditableQuote(tx, accountId, quoteId);
    const choices: LineChoices = body.choices ?? {
      ...emptyLineChoices,
      windowGroupName: body.windowGroupName ?? null,
    };
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
  { accountId, lineId, choices, now }: { accountId: string; lineId: string; choices: LineChoices; now: Date },
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

type LinePreview = {
  product: ProductRow;
  choices: LineChoices;
  context: LinePricingContext;
  config: Awaited<ReturnType<typeof quoteConfigOf>>;
};

/** What the configurator shows while choosing: the same computation a save stores, nothing saved. */
function previewOf({ product, choices, context, config }: LinePreview, lineId: string) {
  const priced = priceChoices(product, choices, context);
  return {
    pricing: linePricingView({ id: lineId, ...priced }, choices.quantity, config),
    errors: priced.errors.map(errorView),
    explanation: priced.explanation,
  };
}

/** The price the choices would have on this line, nothing saved: the configurator's live price. */
export async function previewOrderLinePrice(db: Db, accountId: string, lineId: string, choices: LineChoices) {
  const line = await lineOf(db, accountId, lineId);
  const [product, context, config] = await together(db, [
    () => productOf(db, line.productId),
    () => linePricingContext(db, accountId),
    () => quoteConfigOf(db, accountId, line.quoteId),
  ]);
  return previewOf({ product, choices, context, config }, line.id);
}

/** The price a product not yet on the quote would have with these choices (adding it), nothing saved. */
export async function previewNewOrderLinePrice(
  db: Db,
  accountId: string,
  quoteId: string,
  body: { productId: string; choices: LineChoices },
) {
  // The quote first: another dealer's quote is not found, whatever the product (not a race of refusals).
  const config = await quoteConfigOf(db, accountId, quoteId);
  const [product, context] = await together(db, [
    () => quotableProduct(db, accountId, body.productId),
    () => linePricingContext(db, accountId),
  ]);
  return previewOf({ product, choices: body.choices, context, config }, "new");
}
