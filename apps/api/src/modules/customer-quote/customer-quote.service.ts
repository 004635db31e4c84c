// The customer's side of a quote (DOMAIN.md "Quotes, payments, orders"): a link made once per quote
// (128 random bits, the same until revoked), the quote in words a customer reads, acceptance with a
// name and a drawn signature, the deposit by card, and what has been paid. Nothing here answers for
// another quote than the token's, nor names the deal's contact, notes or costs.
import { randomBytes } from "node:crypto";
import type { CustomerQuote, PaymentSummary, Quote } from "@portal/contract";
import { acceptBlocker, fromCents, paymentAmountProblem, toCents } from "@portal/domain";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { newKeyId } from "../../db/ids.ts";
import {
  companies,
  contacts,
  dealerSettings,
  deals,
  documents,
  employees,
  payments,
  quotes,
} from "../../db/schema/index.ts";
import { together } from "../../db/together.ts";
import { accountTimeZoneName } from "../../platform/account-time-zone.ts";
import { dealerOf } from "../../platform/dealer.ts";
import { AppError, notFound, validationFailed } from "../../platform/errors.ts";
import type { FileStore, StoredFile } from "../../platform/files.ts";
import type { Mailer } from "../../platform/mail.ts";
import { cardPaymentsEnabled } from "../payments/payments.service.ts";
import { renderQuotePdf } from "../quotes/pdf/render-quote-pdf.ts";
import { acceptQuote } from "../quotes/quote-actions.ts";
import { findQuote, getQuote } from "../quotes/quotes.service.ts";

type QuoteRow = typeof quotes.$inferSelect;
type Who = { accountId: string; employeeId: number };

export const customerQuotePath = (token: string) => `/customer-quote/${token}`;

/** The quote a link names: shared, not revoked, not archived; 404 ('Quote not found') otherwise. */
async function sharedQuote(db: Db, token: string): Promise<QuoteRow> {
  const [quote] = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.shareToken, token), eq(quotes.isArchived, false)));
  if (!quote) throw notFound();
  return quote;
}

function quoteName(quote: Quote): string {
  return quote.description || `Quote Q-${quote.tuid}`;
}

async function toCustomerQuote(db: Db, config: Config, token: string, row: QuoteRow): Promise<CustomerQuote> {
  const [quote, [settings], dealer, cardPayments, timeZone] = await together(db, [
    () => getQuote(db, row.accountId, row.id),
    () =>
      db
        .select({ bindingText: dealerSettings.bindingText })
        .from(dealerSettings)
        .where(eq(dealerSettings.accountId, row.accountId)),
    () => dealerOf(db, row.accountId),
    () => cardPaymentsEnabled(db, config, row.accountId),
    () => accountTimeZoneName(db, row.accountId),
  ]);
  const pricing = quote.context.pricing;
  const inclusive = quote.config.taxMode === "INCLUSIVE";
  const depositCents = toCents(pricing.depositAmount) ?? 0n;
  const accepted = quote.status === "ACCEPTED";
  return {
    id: token,
    isDepositRequired: depositCents > 0n,
    order: {
      id: quote.id,
      tuid: quote.tuid,
      name: quoteName(quote),
      total: pricing.sellGrandTotalIncTax,
      depositAmount: pricing.depositAmount,
      createdAt: quote.createdAt,
      convertedAt: quote.acceptedAt,
    },
    quotePdf: {
      id: quote.context.acceptedQuoteDocument?.id ?? 0,
      url: `/api/customerquote/${token}/pdf`,
    },
    company: { ...dealer, timeZone },
    customerNotes: quote.customerNotes,
    taxMode: quote.config.taxMode,
    lines: quote.context.orderLines.map((line) => ({
      product: [line.context.product.brandName, line.context.product.name].filter(Boolean).join(" "),
      location: line.windowGroupName,
      width: line.context.configuration.width,
      height: line.context.configuration.height,
      options: line.context.configuration.optionGroups.flatMap((group) =>
        group.options.map((option) => ({ group: group.name, value: option.value })),
      ),
      quantity: line.quantity,
      price: inclusive ? line.pricing.totalSellPriceIncTax : line.pricing.totalSellPriceExTax,
    })),
    totals: {
      exTax: pricing.sellGrandTotalExTax,
      tax: pricing.sellTaxTotal,
      incTax: pricing.sellGrandTotalIncTax,
      adjustments: pricing.adjustments.map((adjustment) => ({
        label: adjustment.label,
        amount: inclusive ? adjustment.amountIncTax : adjustment.amountExTax,
      })),
    },
    bindingText: settings?.bindingText ?? null,
    acceptedByName: quote.sharing.acceptedByName,
    acceptBlocker: accepted
      ? null
      : acceptBlocker({
          lineCount: quote.context.orderLines.length,
          isPricingValid: pricing.isPricingValid,
          hasPendingUpdates: quote.context.pendingUpdates.hasPendingUpdates,
        }),
    canPayDeposit: accepted && paymentAmountProblem(pricing.depositAmount) === null && cardPayments,
  };
}

/** The shared quote; the customer's first look is recorded for the dealer. */
export async function getCustomerQuote(
  db: Db,
  config: Config,
  token: string,
  now: Date,
): Promise<CustomerQuote> {
  const row = await sharedQuote(db, token);
  if (!row.viewedAt) {
    await db
      .update(quotes)
      .set({ viewedAt: now })
      .where(and(eq(quotes.id, row.id), isNull(quotes.viewedAt)));
  }
  return toCustomerQuote(db, config, token, row);
}

/** What the deal's payments add up to against the quote's total (archived and cancelled ones left out). */
export async function getPaymentSummary(db: Db, token: string): Promise<PaymentSummary> {
  const row = await sharedQuote(db, token);
  const rows = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.accountId, row.accountId),
        eq(payments.dealId, row.dealId),
        // Only this quote's: its deposit link and what staff recorded against it, never the deal's others.
        eq(payments.quoteId, row.id),
        isNull(payments.archivedAt),
      ),
    )
    .orderBy(desc(payments.createdAt));
  // What the customer paid, and card payments asked of them; a manual entry still Requested is the
  // dealer's own note, and a cancelled one was never asked.
  const shown = rows.filter(
    (payment) => payment.status === "PAID" || (payment.type === "CARD" && payment.status === "REQUESTED"),
  );
  const received = shown
    .filter((payment) => payment.status === "PAID")
    .reduce((sum, payment) => sum + (toCents(payment.amount) ?? 0n), 0n);
  const total = toCents(row.totalSellPrice) ?? 0n;
  return {
    id: token,
    totalReceived: fromCents(received),
    balance: fromCents(total - received),
    payments: shown.map((payment) => ({
      date: payment.transactedAt ?? payment.createdAt.toISOString().slice(0, 10),
      paymentMethod: payment.type,
      amount: fromCents(toCents(payment.amount) ?? 0n),
      status: payment.status,
    })),
  };
}

/** The customer accepts with their name and signature; accepting an accepted quote changes nothing. */
export async function acceptSharedQuote(
  db: Db,
  files: FileStore,
  config: Config,
  { token, body, now }: { token: string; body: { name: string; signature: string }; now: Date },
): Promise<CustomerQuote> {
  const row = await sharedQuote(db, token);
  if (row.status !== "ACCEPTED") {
    try {
      await acceptQuote(db, files, {
        auth: { accountId: row.accountId, employeeId: null, name: body.name },
        quoteId: row.id,
        signature: body.signature,
        now,
      });
    } catch (error) {
      // Accepted meanwhile (another tab, or staff): harmless.
      if (!(error instanceof AppError && (error.statusCode === 409 || error.code === "QUOTE_READ_ONLY")))
        throw error;
    }
  }
  return toCustomerQuote(db, config, token, await sharedQuote(db, token));
}

/** The quote's PDF through its link: once accepted, the stored one with the signature. */
export async function openCustomerQuotePdf(
  db: Db,
  files: FileStore,
  token: string,
): Promise<{ file: StoredFile } | { pdf: Buffer }> {
  const row = await sharedQuote(db, token);
  if (row.acceptedDocumentId !== null) {
    const [document] = await db
      .select()
      .from(documents)
      .where(and(eq(documents.accountId, row.accountId), eq(documents.id, row.acceptedDocumentId)));
    if (document) {
      try {
        return { file: await files.read(document.storageKey) };
      } catch {
        // Missing from the store: the live rendering below still shows the quote.
      }
    }
  }
  return {
    pdf: await renderQuotePdf(db, files, { accountId: row.accountId, quoteId: row.id, kind: "quote" }),
  };
}

/** The deposit's card payment of an accepted quote, made once whatever happens twice at the same time. */
export async function depositPayment(
  db: Db,
  config: Config,
  token: string,
  now: Date,
): Promise<{ paymentId: string }> {
  const row = await sharedQuote(db, token);
  const quote = await toCustomerQuote(db, config, token, row);
  if (!quote.canPayDeposit) throw new AppError("PAYMENT_NOT_PAYABLE");
  await db
    .insert(payments)
    .values({
      accountId: row.accountId,
      id: newKeyId(),
      dealId: row.dealId,
      type: "CARD",
      amount: quote.order.depositAmount,
      status: "REQUESTED",
      description: `Deposit for ${quote.order.name}`,
      quoteId: row.id,
      isQuoteDeposit: true,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({
      target: [payments.accountId, payments.quoteId],
      where: sql`${payments.isQuoteDeposit}`,
    });
  const [payment] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.accountId, row.accountId),
        eq(payments.quoteId, row.id),
        eq(payments.isQuoteDeposit, true),
      ),
    );
  if (!payment) throw new Error("deposit payment lost");
  return { paymentId: payment.id };
}

// Staff: the link.

/** The quote's link, made on first use and the same until revoked. */
export async function shareLink(db: Db, config: Config, who: Who, quoteId: string): Promise<{ url: string }> {
  const quote = await findQuote(db, who.accountId, quoteId);
  let token = quote.shareToken;
  if (!token) {
    const [made] = await db
      .update(quotes)
      .set({ shareToken: randomBytes(16).toString("base64url") })
      .where(and(eq(quotes.id, quoteId), isNull(quotes.shareToken)))
      .returning({ shareToken: quotes.shareToken });
    // Made by another request at the same time: theirs stands.
    token = made?.shareToken ?? (await findQuote(db, who.accountId, quoteId)).shareToken;
  }
  if (!token) throw new Error("share token lost");
  return { url: `${config.publicUrl}${customerQuotePath(token)}` };
}

export async function revokeShareLink(db: Db, who: Who, quoteId: string): Promise<void> {
  await findQuote(db, who.accountId, quoteId);
  await db
    .update(quotes)
    .set({ shareToken: null, viewedAt: null })
    .where(and(eq(quotes.accountId, who.accountId), eq(quotes.id, quoteId)));
}

/** Emails the deal's contact the link (made if need be); 422 when the deal has no contact with an email. */
export async function emailQuoteLink(
  db: Db,
  mailer: Mailer,
  config: Config,
  { who, quoteId }: { who: Who; quoteId: string },
): Promise<{ to: string }> {
  const quote = await findQuote(db, who.accountId, quoteId);
  const [deal] = await db
    .select({ name: deals.name, email: contacts.email, contactName: contacts.name })
    .from(deals)
    .leftJoin(contacts, and(eq(contacts.accountId, deals.accountId), eq(contacts.id, deals.contactId)))
    .where(and(eq(deals.accountId, who.accountId), eq(deals.id, quote.dealId)));
  const to = deal?.email?.trim();
  if (!to) throw validationFailed({ quote: ["NO_CUSTOMER_EMAIL"] });
  const { url } = await shareLink(db, config, who, quoteId);
  const dealer = await dealerOf(db, who.accountId);
  await mailer.send({
    to,
    replyTo: await replyAddresses(db, who),
    subject: `Your quote from ${dealer.name}`,
    text: [
      `Hello${deal?.contactName ? ` ${deal.contactName}` : ""},`,
      "",
      `${dealer.name} has prepared your quote${quote.description ? ` "${quote.description}"` : ""}.`,
      "You can read it, download it and accept it here:",
      url,
      "",
      "If you have any questions, reply to your contact at the company.",
    ].join("\n"),
  });
  return { to };
}

/**
 * Who a customer's reply reaches: the staff member who sent the quote (their contact at the company),
 * then the dealer's own address; blank ones left out, each once.
 */
async function replyAddresses(db: Db, who: Who): Promise<string[]> {
  const [[sender], [company]] = await together(db, [
    () =>
      db
        .select({ email: employees.email })
        .from(employees)
        .where(and(eq(employees.accountId, who.accountId), eq(employees.id, who.employeeId))),
    () =>
      db
        .select({ email: companies.email })
        .from(companies)
        .where(and(eq(companies.accountId, who.accountId), eq(companies.isMain, true))),
  ]);
  const addresses = [sender?.email, company?.email].map((email) => email?.trim() ?? "").filter(Boolean);
  return [...new Set(addresses)];
}
