// Quotes of a deal: create with the dealer's settings of the day, show with live totals and the
// supplier's pending updates, edit while Draft, archive, clone, accept (DOMAIN.md "Quotes").
import type { Quote, QuoteListItem, updateQuote as updateQuoteCall } from "@portal/contract";
import {
  type ChargeVersions,
  isQuoteReadOnly,
  newQuoteConfig,
  type PendingUpdates,
  pendingUpdates,
  priceQuote,
  type QuoteAdjustmentInput,
  type QuoteConfig,
} from "@portal/domain";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { newId } from "../../db/ids.ts";
import {
  catalogueBrands,
  catalogueCategories,
  catalogueProducts,
  dealerSettings,
  deals,
  documents,
  orderLines,
  quotes,
  workflows,
} from "../../db/schema/index.ts";
import { nextTuid } from "../../db/sequences.ts";
import { together } from "../../db/together.ts";
import { allows } from "../../platform/access.ts";
import { AppError, conflict, notFound } from "../../platform/errors.ts";
import { employeeNames, personRef } from "../../platform/people.ts";
import type { Auth } from "../../platform/session-store.ts";
import { type SubscribedBundleValues, subscribedBundleValues } from "../bundles/bundle-pricing.ts";
import type { ProductRow } from "../catalogue/catalogue-access.ts";
import { lockWritableDeal } from "../deals/deal-rows.ts";
import { dealerVersions, type OrderLineRow, orderLineView } from "./quote-lines.ts";

export type QuoteRow = typeof quotes.$inferSelect;

export const readOnly = () => new AppError("QUOTE_READ_ONLY");

/** The quote locked for a change; 404 when not the account's, 403 once accepted or archived. */
export async function lockEditableQuote(tx: Db, accountId: string, quoteId: string): Promise<QuoteRow> {
  const [quote] = await tx
    .select()
    .from(quotes)
    .where(and(eq(quotes.accountId, accountId), eq(quotes.id, quoteId)))
    .for("update");
  if (!quote) throw notFound();
  if (isQuoteReadOnly(quote)) throw readOnly();
  // An archived deal is read-only, its quotes included.
  await lockWritableDeal(tx, accountId, quote.dealId);
  return quote;
}

/** The account's quote, whatever its state; 404 for any other id. */
export async function findQuote(db: Db, accountId: string, quoteId: string): Promise<QuoteRow> {
  const [quote] = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.accountId, accountId), eq(quotes.id, quoteId)));
  if (!quote) throw notFound();
  return quote;
}

function lineInputs(rows: readonly OrderLineRow[]) {
  return rows.map((row) => ({
    id: row.id,
    unitSellExTax: row.unitSellExTax,
    quantity: row.choices.quantity,
    hasErrors: row.errors.length > 0,
  }));
}

function priceOf(quote: QuoteRow, rows: readonly OrderLineRow[]) {
  return priceQuote({
    config: quote.config,
    lines: lineInputs(rows),
    adjustments: quote.adjustments,
    sellTaxOverride: quote.sellTaxOverride,
    depositAmountOverride: quote.depositAmountOverride,
  });
}

async function linesOf(db: Db, accountId: string, quoteId: string): Promise<OrderLineRow[]> {
  return db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.accountId, accountId), eq(orderLines.quoteId, quoteId)))
    .orderBy(asc(orderLines.sortOrder), asc(orderLines.createdAt));
}

/** The deal's accepted live quotes' deposits and grand totals inc tax, as their pricing makes them. */
export async function acceptedQuoteFigures(
  db: Db,
  accountId: string,
  dealId: string,
): Promise<{ deposit: string; total: string }[]> {
  const accepted = await db
    .select()
    .from(quotes)
    .where(
      and(
        eq(quotes.accountId, accountId),
        eq(quotes.dealId, dealId),
        eq(quotes.status, "ACCEPTED"),
        eq(quotes.isArchived, false),
      ),
    );
  if (accepted.length === 0) return [];
  // Every accepted quote's lines in one read, in each quote's order.
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      and(
        eq(orderLines.accountId, accountId),
        inArray(
          orderLines.quoteId,
          accepted.map((quote) => quote.id),
        ),
      ),
    )
    .orderBy(asc(orderLines.sortOrder), asc(orderLines.createdAt));
  return accepted.map((quote) => {
    const { pricing } = priceOf(
      quote,
      lines.filter((line) => line.quoteId === quote.id),
    );
    return { deposit: pricing.depositAmount, total: pricing.sellGrandTotalIncTax };
  });
}

/** Keeps the stored totals (lists, board) in step with the lines and adjustments; bumps the version. */
export async function refreshTotals(tx: Db, accountId: string, quoteId: string, now: Date): Promise<void> {
  const quote = await findQuote(tx, accountId, quoteId);
  const rows = await linesOf(tx, accountId, quoteId);
  const { pricing } = priceOf(quote, rows);
  await tx
    .update(quotes)
    .set({
      totalSellPrice: pricing.sellGrandTotalIncTax,
      totalQuantity: rows.reduce((total, row) => total + row.choices.quantity, 0),
      orderLineCount: rows.length,
      version: sql`${quotes.version} + 1`,
      updatedAt: now,
    })
    .where(eq(quotes.id, quoteId));
}

function listItemOf(quote: QuoteRow): QuoteListItem {
  return {
    id: quote.id,
    externalId: quote.externalId,
    tuid: quote.tuid,
    createdAt: quote.createdAt.toISOString(),
    description: quote.description,
    status: quote.status,
    totalSellPrice: money(quote.totalSellPrice),
    totalSellPriceOverride: null,
    isArchived: quote.isArchived,
    context: { totalQuantity: quote.totalQuantity, orderLineCount: quote.orderLineCount },
  };
}

/** numeric(14,2) comes back as "12.50" from PostgreSQL and PGlite alike; keep two places whatever the driver. */
function money(value: string): string {
  const [whole, fraction = ""] = value.split(".");
  return `${whole}.${fraction.padEnd(2, "0").slice(0, 2)}`;
}

export async function listDealQuotes(
  db: Db,
  accountId: string,
  dealId: string,
  archived: boolean,
): Promise<QuoteListItem[]> {
  const [deal] = await db
    .select({ id: deals.id })
    .from(deals)
    .where(and(eq(deals.accountId, accountId), eq(deals.id, dealId)));
  if (!deal) throw notFound();
  const rows = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.accountId, accountId), eq(quotes.dealId, dealId), eq(quotes.isArchived, archived)))
    .orderBy(desc(quotes.createdAt));
  return rows.map(listItemOf);
}

async function configFromSettings(db: Db, accountId: string): Promise<QuoteConfig> {
  const [settings] = await db.select().from(dealerSettings).where(eq(dealerSettings.accountId, accountId));
  return newQuoteConfig(settings);
}

export async function createQuote(
  db: Db,
  { auth, dealId, body, now }: { auth: Auth; dealId: string; body: { description: string }; now: Date },
): Promise<Quote> {
  const id = newId();
  await db.transaction(async (tx) => {
    await lockWritableDeal(tx, auth.accountId, dealId);
    await tx.insert(quotes).values({
      id,
      accountId: auth.accountId,
      dealId,
      tuid: await nextTuid(tx, auth.accountId, "quote"),
      description: body.description,
      status: "DRAFT",
      config: await configFromSettings(tx, auth.accountId),
      adjustments: [],
      createdBy: auth.employeeId,
      createdAt: now,
      updatedAt: now,
    });
  });
  return getQuote(db, auth.accountId, id);
}

async function productsOf(db: Db, rows: readonly OrderLineRow[]): Promise<Map<string, ProductRow>> {
  const ids = [...new Set(rows.map((row) => row.productId))];
  if (ids.length === 0) return new Map();
  // Lines keep showing a product the supplier removed or the dealer hid since.
  const products = await db.select().from(catalogueProducts).where(inArray(catalogueProducts.id, ids));
  return new Map(products.map((product) => [product.id, product]));
}

async function placeNames(db: Db, products: Iterable<ProductRow>): Promise<Map<string, string>> {
  const list = [...products];
  if (list.length === 0) return new Map();
  const brands = await db
    .select({ id: catalogueBrands.id, name: catalogueBrands.name })
    .from(catalogueBrands)
    .where(inArray(catalogueBrands.id, [...new Set(list.map((product) => product.brandId))]));
  const categories = await db
    .select({ id: catalogueCategories.id, name: catalogueCategories.name })
    .from(catalogueCategories)
    .where(inArray(catalogueCategories.id, [...new Set(list.map((product) => product.categoryId))]));
  return new Map([...brands, ...categories].map((row) => [row.id, row.name]));
}

function updatesOf(
  rows: readonly OrderLineRow[],
  products: ReadonlyMap<string, ProductRow>,
  bundles: SubscribedBundleValues,
): PendingUpdates {
  const current = new Map<string, ChargeVersions>();
  for (const product of products.values())
    if (product.removedAt === null) current.set(product.id, dealerVersions(product, bundles));
  return pendingUpdates(
    rows.map((row) => ({
      productId: row.productId,
      productName: products.get(row.productId)?.name ?? "",
      pricedWith: row.pricedWith,
    })),
    current,
  );
}

export async function getQuote(db: Db, accountId: string, quoteId: string): Promise<Quote> {
  // Independent reads go together (side by side on the pool, db/together.ts): the quote, its lines
  // and the dealer's bundles, then its products, deal, accepted copy and accepter at once.
  const [quote, rows, bundles] = await together(db, [
    () => findQuote(db, accountId, quoteId),
    () => linesOf(db, accountId, quoteId),
    () => subscribedBundleValues(db, accountId),
  ]);
  const [{ products, names }, [deal], [acceptedDocument], people] = await together(db, [
    () =>
      productsOf(db, rows).then(async (found) => ({
        products: found,
        names: await placeNames(db, found.values()),
      })),
    () =>
      db
        .select({
          id: deals.id,
          tuid: deals.tuid,
          name: deals.name,
          workflow: { id: workflows.id, name: workflows.name, slug: workflows.slug },
        })
        .from(deals)
        .innerJoin(
          workflows,
          and(eq(workflows.accountId, deals.accountId), eq(workflows.id, deals.workflowId)),
        )
        .where(and(eq(deals.accountId, accountId), eq(deals.id, quote.dealId))),
    () =>
      quote.acceptedDocumentId
        ? db
            .select({ id: documents.id, createdAt: documents.createdAt })
            .from(documents)
            .where(and(eq(documents.accountId, accountId), eq(documents.id, quote.acceptedDocumentId)))
        : Promise.resolve([]),
    () => employeeNames(db, accountId, [quote.acceptedBy]),
  ]);
  if (!deal) throw notFound();
  const { workflow } = deal;
  const priced = priceOf(quote, rows);
  const isReadOnly = isQuoteReadOnly(quote);
  return {
    ...listItemOf(quote),
    totalSellPrice: priced.pricing.sellGrandTotalIncTax,
    customerNotes: quote.customerNotes,
    isReadOnly,
    lastUpdatedAt: quote.updatedAt.toISOString(),
    version: quote.version,
    config: quote.config,
    acceptedAt: quote.acceptedAt?.toISOString() ?? null,
    acceptedBy: personRef(people, quote.acceptedBy),
    sharing: {
      token: quote.shareToken,
      viewedAt: quote.viewedAt?.toISOString() ?? null,
      acceptedByName: quote.acceptedByName,
    },
    context: {
      orderLines: rows.flatMap((row) => {
        const product = products.get(row.productId);
        if (!product) return [];
        return [
          orderLineView(
            row,
            product,
            {
              brandName: names.get(product.brandId) ?? "",
              categoryName: names.get(product.categoryId) ?? "",
            },
            quote.config,
          ),
        ];
      }),
      pricing: priced.pricing,
      deal: { id: deal.id, tuid: deal.tuid, name: deal.name },
      workflow,
      pendingUpdates: updatesOf(rows, products, bundles),
      acceptedQuoteDocument: acceptedDocument
        ? { id: acceptedDocument.id, createdAt: acceptedDocument.createdAt.toISOString() }
        : null,
    },
  };
}

type UpdateBody = z.output<NonNullable<(typeof updateQuoteCall)["body"]>>;

export async function updateQuote(
  db: Db,
  { auth, quoteId, body, now }: { auth: Auth; quoteId: string; body: UpdateBody; now: Date },
): Promise<Quote> {
  await db.transaction(async (tx) => {
    const quote = await lockEditableQuote(tx, auth.accountId, quoteId);
    if (quote.version !== body.version) throw conflict();
    const overrideChanged =
      (body.sellTaxOverride ?? null) !==
      (quote.sellTaxOverride === null ? null : money(quote.sellTaxOverride));
    if (overrideChanged && !allows(auth, "quotes.taxOverride")) {
      throw new AppError("TAX_OVERRIDE_NOT_ALLOWED");
    }
    await tx
      .update(quotes)
      .set({
        description: body.description,
        customerNotes: body.customerNotes,
        adjustments: body.adjustments as QuoteAdjustmentInput[],
        sellTaxOverride: body.sellTaxOverride,
        depositAmountOverride: body.depositAmountOverride,
      })
      .where(eq(quotes.id, quoteId));
    await refreshTotals(tx, auth.accountId, quoteId, now);
  });
  return getQuote(db, auth.accountId, quoteId);
}
