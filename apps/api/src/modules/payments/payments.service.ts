// A deal's payments as staff see them: recorded by hand (MANUAL) or asked of the customer by card
// (CARD, paid through its link). What may be done to each is the domain's rule (paymentRefusal).
import type {
  createPaymentBodySchema,
  DealPayment,
  PaymentSettings,
  updatePaymentBodySchema,
} from "@portal/contract";
import { keptTransactionDate, type PaymentAction, paymentRefusal } from "@portal/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { newKeyId } from "../../db/ids.ts";
import { dealerSettings, payments, quotes } from "../../db/schema/index.ts";
import type { CardProvider } from "../../platform/card-payments.ts";
import { AppError, notFound, validationFailed } from "../../platform/errors.ts";
import { expireOpenSessions, type OnPaid } from "../checkout/checkout.service.ts";
import { dealPaymentRows, type PaymentRow, toDealPayment } from "../deals/deal-payments.ts";
import { findDeal, lockWritableDeal } from "../deals/deal-rows.ts";
import { followPaymentFlag } from "../quotes/payment-flag.ts";

type Who = { accountId: string; employeeId: number };
type NewPayment = z.output<typeof createPaymentBodySchema>;
type PaymentChange = z.output<typeof updatePaymentBodySchema>;

/**
 * Whether the account may ask for card payments: the test provider takes them for every account;
 * Stripe only for a dealer whose Connect account is set; `none` for nobody.
 */
export async function cardPaymentsEnabled(db: Db, config: Config, accountId: string): Promise<boolean> {
  if (config.payments.provider === "test") return true;
  if (config.payments.provider === "none") return false;
  const [settings] = await db
    .select({ stripeAccountId: dealerSettings.stripeAccountId })
    .from(dealerSettings)
    .where(eq(dealerSettings.accountId, accountId));
  return Boolean(settings?.stripeAccountId);
}

export async function listPayments(db: Db, accountId: string, dealId: string): Promise<DealPayment[]> {
  await findDeal(db, accountId, dealId);
  return (await dealPaymentRows(db, accountId, dealId)).map(toDealPayment);
}

export async function createPayment(
  db: Db,
  config: Config,
  { who, dealId, body, now }: { who: Who; dealId: string; body: NewPayment; now: Date },
): Promise<DealPayment> {
  if (body.type === "CARD" && !(await cardPaymentsEnabled(db, config, who.accountId))) {
    throw validationFailed({ type: ["CARD_PAYMENTS_OFF"] });
  }
  const row = await db.transaction(async (tx) => {
    await lockWritableDeal(tx, who.accountId, dealId);
    await requireDealQuote(tx, who.accountId, dealId, body.quoteId);
    const [inserted] = await tx
      .insert(payments)
      .values({
        accountId: who.accountId,
        id: newKeyId(),
        dealId,
        type: body.type,
        amount: body.amount,
        status: body.status,
        transactedAt: keptTransactionDate(body.status, body.transactedAt),
        description: body.description,
        reference: body.type === "CARD" ? null : body.reference,
        quoteId: body.quoteId,
        createdAt: now,
        createdBy: who.employeeId,
        updatedAt: now,
        updatedBy: who.employeeId,
      })
      .returning();
    if (!inserted) throw new Error("payment insert returned nothing");
    if (inserted.status === "PAID") await followPaymentFlag(tx, who.accountId, dealId, now);
    return inserted;
  });
  return toDealPayment(row);
}

/** A payment that is not archived, locked with its deal (writable); 404 for another account's; refused when the rule says no. */
async function lockPayment(
  tx: Db,
  accountId: string,
  paymentId: string,
  action: PaymentAction,
): Promise<PaymentRow> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.accountId, accountId), eq(payments.id, paymentId), isNull(payments.archivedAt)));
  if (!payment) throw notFound();
  await lockWritableDeal(tx, accountId, payment.dealId);
  const [locked] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.accountId, accountId), eq(payments.id, paymentId)))
    .for("update");
  if (!locked || locked.archivedAt) throw notFound();
  const refusal = paymentRefusal(locked, action);
  if (refusal) throw new AppError(refusal);
  return locked;
}

async function changePayment(
  db: Db,
  who: Who,
  paymentId: string,
  action: PaymentAction,
  change: (payment: PaymentRow, tx: Db) => Partial<PaymentRow> | Promise<Partial<PaymentRow>>,
  now: Date,
): Promise<DealPayment> {
  const row = await db.transaction(async (tx) => {
    const payment = await lockPayment(tx, who.accountId, paymentId, action);
    const [updated] = await tx
      .update(payments)
      .set({ ...(await change(payment, tx)), updatedAt: now, updatedBy: who.employeeId })
      .where(and(eq(payments.accountId, who.accountId), eq(payments.id, paymentId)))
      .returning();
    if (!updated) throw notFound();
    if (updated.status === "PAID") await followPaymentFlag(tx, who.accountId, updated.dealId, now);
    return updated;
  });
  return toDealPayment(row);
}

export const updatePayment = (
  db: Db,
  { who, paymentId, body, now }: { who: Who; paymentId: string; body: PaymentChange; now: Date },
) =>
  changePayment(
    db,
    who,
    paymentId,
    "edit",
    async (payment, tx) => {
      await requireDealQuote(tx, who.accountId, payment.dealId, body.quoteId);
      return {
        amount: body.amount,
        status: body.status,
        transactedAt: keptTransactionDate(body.status, body.transactedAt),
        description: body.description,
        reference: body.reference,
        quoteId: body.quoteId,
      };
    },
    now,
  );

/** A payment's quote must be one of its deal's (a field error otherwise). */
async function requireDealQuote(tx: Db, accountId: string, dealId: string, quoteId: string | null) {
  if (quoteId === null) return;
  const [quote] = await tx
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(eq(quotes.accountId, accountId), eq(quotes.dealId, dealId), eq(quotes.id, quoteId)));
  if (!quote) throw validationFailed({ quoteId: ["INVALID_VALUE"] });
}

/** Cancels a requested card payment; its open checkout sessions end at the provider, so the link pays nothing more. */
export async function cancelPayment(
  db: Db,
  provider: CardProvider | null,
  { who, paymentId, now, onPaid }: { who: Who; paymentId: string; now: Date; onPaid: OnPaid },
): Promise<DealPayment> {
  const cancelled = await changePayment(db, who, paymentId, "cancel", () => ({ status: "CANCELLED" }), now);
  await expireOpenSessions(db, provider, { accountId: who.accountId, paymentId, now, onPaid });
  // A session paid just before it could be ended made the payment PAID after all.
  const [current] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.accountId, who.accountId), eq(payments.id, paymentId)));
  return current ? toDealPayment(current) : cancelled;
}

export const archivePayment = (db: Db, who: Who, paymentId: string, now: Date) =>
  changePayment(db, who, paymentId, "archive", () => ({ archivedAt: now }), now);

export async function getPaymentSettings(
  db: Db,
  config: Config,
  accountId: string,
): Promise<PaymentSettings> {
  const [settings] = await db
    .select({ stripeAccountId: dealerSettings.stripeAccountId })
    .from(dealerSettings)
    .where(eq(dealerSettings.accountId, accountId));
  return {
    provider: config.payments.provider,
    stripeAccountId: settings?.stripeAccountId ?? null,
    cardPayments: await cardPaymentsEnabled(db, config, accountId),
  };
}

export async function updatePaymentSettings(
  db: Db,
  config: Config,
  { accountId, stripeAccountId, now }: { accountId: string; stripeAccountId: string | null; now: Date },
): Promise<PaymentSettings> {
  await db
    .insert(dealerSettings)
    .values({ accountId, stripeAccountId, updatedAt: now })
    .onConflictDoUpdate({ target: dealerSettings.accountId, set: { stripeAccountId, updatedAt: now } });
  return getPaymentSettings(db, config, accountId);
}
