// Archive, unarchive, clone, accept and apply the supplier's updates (spec 000 §4 Quote).

import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import type { Quote } from "@portal/contract";
import { acceptBlocker } from "@portal/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { newId } from "../../db/ids.ts";
import { catalogueProducts, documents, orderLines, quotes } from "../../db/schema/index.ts";
import { nextTuid } from "../../db/sequences.ts";
import { AppError, notFound } from "../../platform/errors.ts";
import type { FileStore } from "../../platform/files.ts";
import type { Auth } from "../../platform/session-store.ts";
import type { ProductRow } from "../catalogue/catalogue-access.ts";
import { lockWritableDeal } from "../deals/deal-rows.ts";
import { followPaymentFlag } from "./payment-flag.ts";
import { renderTemplate } from "./pdf/render-quote-pdf.ts";
import { linePricingContext, priceChoices } from "./quote-lines.ts";
import { getQuote, lockEditableQuote, type QuoteRow, refreshTotals } from "./quotes.service.ts";

async function lockQuote(tx: Db, accountId: string, quoteId: string): Promise<QuoteRow> {
  const [quote] = await tx
    .select()
    .from(quotes)
    .where(and(eq(quotes.accountId, accountId), eq(quotes.id, quoteId)))
    .for("update");
  if (!quote) throw notFound();
  await lockWritableDeal(tx, accountId, quote.dealId);
  return quote;
}

/** The catalogue rows of a quote's lines, in one query. */
async function productsById(
  tx: Db,
  lines: readonly { productId: string }[],
): Promise<Map<string, ProductRow>> {
  const ids = [...new Set(lines.map((line) => line.productId))];
  if (ids.length === 0) return new Map();
  const rows = await tx.select().from(catalogueProducts).where(inArray(catalogueProducts.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function setQuoteArchived(
  db: Db,
  {
    accountId,
    quoteId,
    isArchived,
    now,
  }: { accountId: string; quoteId: string; isArchived: boolean; now: Date },
): Promise<Quote> {
  await db.transaction(async (tx) => {
    const quote = await lockQuote(tx, accountId, quoteId);
    if (quote.isArchived === isArchived) return;
    await tx
      .update(quotes)
      .set({ isArchived, version: quote.version + 1, updatedAt: now })
      .where(eq(quotes.id, quoteId));
  });
  return getQuote(db, accountId, quoteId);
}

/** A new Draft with the same lines and adjustments, priced afresh with today's catalogue and settings. */
export async function cloneQuote(db: Db, auth: Auth, quoteId: string, now: Date): Promise<Quote> {
  const context = await linePricingContext(db, auth.accountId);
  const id = newId();
  await db.transaction(async (tx) => {
    const source = await lockQuote(tx, auth.accountId, quoteId);
    const lines = await tx
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.accountId, auth.accountId), eq(orderLines.quoteId, quoteId)));
    await tx.insert(quotes).values({
      id,
      accountId: auth.accountId,
      dealId: source.dealId,
      tuid: await nextTuid(tx, auth.accountId, "quote"),
      description: source.description,
      customerNotes: source.customerNotes,
      status: "DRAFT",
      config: source.config,
      adjustments: source.adjustments,
      depositAmountOverride: source.depositAmountOverride,
      createdBy: auth.employeeId,
      createdAt: now,
      updatedAt: now,
    });
    const products = await productsById(tx, lines);
    for (const line of lines) {
      const product = products.get(line.productId);
      if (!product || product.removedAt) continue;
      await tx.insert(orderLines).values({
        id: newId(),
        accountId: auth.accountId,
        quoteId: id,
        productId: line.productId,
        manufacturerId: line.manufacturerId,
        orderWindowId: line.orderWindowId,
        choices: line.choices,
        ...priceChoices(product, line.choices, context),
        sortOrder: line.sortOrder,
        createdAt: now,
        updatedAt: now,
      });
    }
    await refreshTotals(tx, auth.accountId, id, now);
  });
  return getQuote(db, auth.accountId, id);
}

/** Re-prices every line of a Draft with the supplier's current data; the pending updates clear. */
export async function applyQuoteUpdates(
  db: Db,
  accountId: string,
  quoteId: string,
  now: Date,
): Promise<Quote> {
  const context = await linePricingContext(db, accountId);
  await db.transaction(async (tx) => {
    await lockEditableQuote(tx, accountId, quoteId);
    const lines = await tx
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.accountId, accountId), eq(orderLines.quoteId, quoteId)));
    const products = await productsById(tx, lines);
    for (const line of lines) {
      const product = products.get(line.productId);
      if (!product) continue;
      // A product gone from the supplier stays on the line, marked not orderable by priceLine.
      await tx
        .update(orderLines)
        .set({ ...priceChoices(product, line.choices, context), updatedAt: now })
        .where(eq(orderLines.id, line.id));
    }
    await refreshTotals(tx, accountId, quoteId, now);
  });
  return getQuote(db, accountId, quoteId);
}

/** Who accepts a quote: an employee, or the customer on the shared page (by the name they signed with). */
export type Acceptor = { accountId: string; employeeId: number | null; name: string | null };

/**
 * Accepts a Draft: refused with the reason while it has no lines, a line has errors, or the supplier
 * has pending updates. Records who, when and the signature.
 */
export async function acceptQuote(
  db: Db,
  files: FileStore,
  { auth, quoteId, signature, now }: { auth: Acceptor; quoteId: string; signature: string | null; now: Date },
): Promise<Quote> {
  const before = await getQuote(db, auth.accountId, quoteId);
  if (before.isReadOnly) throw new AppError("QUOTE_READ_ONLY");
  const reason = acceptBlocker({
    lineCount: before.context.orderLines.length,
    isPricingValid: before.context.pricing.isPricingValid,
    hasPendingUpdates: before.context.pendingUpdates.hasPendingUpdates,
  });
  if (reason) throw new AppError(reason, { errors: { quote: reason } });
  const storageKey = `${auth.accountId}/${randomUUID()}.pdf`;
  let written = false;
  try {
    await db.transaction(async (tx) => {
      const quote = await lockEditableQuote(tx, auth.accountId, quoteId);
      // Someone changed it since it was checked: check again from the top.
      if (quote.version !== before.version) throw new AppError("CONFLICT");
      await tx
        .update(quotes)
        .set({
          status: "ACCEPTED",
          acceptedAt: now,
          acceptedBy: auth.employeeId,
          acceptedByName: auth.name,
          signature,
          version: quote.version + 1,
          updatedAt: now,
        })
        .where(eq(quotes.id, quoteId));
      // The accepted quote as the customer agreed to it, signature included, kept with the deal.
      const pdf = await renderTemplate(tx, files, { accountId: auth.accountId, quoteId, kind: "quote" });
      const { size } = await files.write(storageKey, Readable.from([pdf]));
      written = true;
      const [document] = await tx
        .insert(documents)
        .values({
          accountId: auth.accountId,
          dealId: quote.dealId,
          kind: "DEAL",
          name: `Quote Q-${quote.tuid} (accepted).pdf`,
          mimeType: "application/pdf",
          size,
          storageKey,
          createdAt: now,
          createdBy: auth.employeeId,
        })
        .returning({ id: documents.id });
      if (!document) throw new Error("document insert returned nothing");
      await tx.update(quotes).set({ acceptedDocumentId: document.id }).where(eq(quotes.id, quoteId));
      // Paid before it was accepted (a deposit taken by hand): the flag catches up now.
      await followPaymentFlag(tx, auth.accountId, quote.dealId, now);
    });
  } catch (error) {
    if (written) await files.delete(storageKey);
    throw error;
  }
  return getQuote(db, auth.accountId, quoteId);
}
