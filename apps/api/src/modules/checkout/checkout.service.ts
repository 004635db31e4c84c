// The customer's side of a card payment: the payment as its link shows it, a checkout session per
// attempt, and the provider's word on how it ended. The return page's check and the provider's
// webhook may both arrive, in either order and more than once: the payment becomes PAID exactly once.
import type { CheckoutSession, PublicPayment, SessionStatus } from "@portal/contract";
import { formatPaymentAmount, hasPaymentLink } from "@portal/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { newId } from "../../db/ids.ts";
import { dealerSettings, paymentEvents, paymentRecords, payments } from "../../db/schema/index.ts";
import type { CardProvider, ProviderEvent, ProviderSession } from "../../platform/card-payments.ts";
import { toMinorUnits } from "../../platform/card-payments.ts";
import { dealerOf } from "../../platform/dealer.ts";
import { AppError, notFound, unauthenticated } from "../../platform/errors.ts";
import type { Mailer } from "../../platform/mail.ts";
import { findDeal } from "../deals/deal-rows.ts";
import { followPaymentFlag } from "../quotes/payment-flag.ts";

type PaymentRow = typeof payments.$inferSelect;

/**
 * The card payment a link names; anything else is the spec's 401 ("Oops!"). An archived one is
 * answered too: only a cancelled card payment can be archived, and its page says the link is no
 * longer valid.
 */
async function linkedPayment(db: Db, paymentId: string): Promise<PaymentRow> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.type, "CARD")));
  if (!payment) throw unauthenticated();
  return payment;
}

export async function getPublicPayment(db: Db, paymentId: string): Promise<PublicPayment> {
  const payment = await linkedPayment(db, paymentId);
  return {
    paymentId: payment.id,
    amount: payment.amount,
    currency: payment.currency,
    description: payment.description,
    status: payment.status,
    context: { dealer: { name: (await dealerOf(db, payment.accountId)).name } },
  };
}

async function connectedAccountOf(db: Db, accountId: string): Promise<string | null> {
  const [row] = await db
    .select({ stripeAccountId: dealerSettings.stripeAccountId })
    .from(dealerSettings)
    .where(eq(dealerSettings.accountId, accountId));
  return row?.stripeAccountId ?? null;
}

/** A new checkout session for a requested card payment, for the amount the server holds. */
export async function createCheckoutSession(
  db: Db,
  provider: CardProvider | null,
  config: Config,
  { paymentId, email, now, onPaid }: { paymentId: string; email: string; now: Date; onPaid: OnPaid },
): Promise<CheckoutSession> {
  const payment = await linkedPayment(db, paymentId);
  // Payable: what the domain says has a link (a requested card payment), on a deal still live.
  if (!hasPaymentLink(payment) || (await findDeal(db, payment.accountId, payment.dealId)).isArchived)
    throw new AppError("PAYMENT_NOT_PAYABLE");
  const connectedAccount =
    provider?.name === "stripe" ? await connectedAccountOf(db, payment.accountId) : null;
  if (!provider || (provider.name === "stripe" && !connectedAccount)) throw new AppError("CARD_PAYMENTS_OFF");
  const recordId = newId();
  const amountMinor = toMinorUnits(payment.amount, payment.currency);
  const dealer = (await dealerOf(db, payment.accountId)).name;
  // The provider's call is made outside a transaction (on the embedded database a query of the
  // provider's own would wait behind it); the record is then written under the payment's lock.
  const started = await provider.createSession({
    paymentId: payment.id,
    amountMinor,
    currency: payment.currency,
    description: payment.description || `Payment to ${dealer}`,
    email,
    returnUrl: `${config.publicUrl}/checkout/${payment.id}/return?session_id={CHECKOUT_SESSION_ID}`,
    connectedAccount,
    idempotencyKey: `checkout-${recordId}`,
  });
  // One session of a payment can be paid at a time: the newest. Starting one (a second tab, a second
  // press) ends the others, serialised on the payment's row so that of two starting together the
  // later one ends the earlier, never both each other.
  const earlier = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: payments.status, archivedAt: payments.archivedAt })
      .from(payments)
      .where(and(eq(payments.accountId, payment.accountId), eq(payments.id, payment.id)))
      .for("update");
    if (!locked || !hasPaymentLink({ type: payment.type, status: locked.status }) || locked.archivedAt)
      return null;
    const open = await openSessionIds(tx, provider, payment.accountId, payment.id);
    await tx.insert(paymentRecords).values({
      accountId: payment.accountId,
      id: recordId,
      paymentId: payment.id,
      provider: provider.name,
      sessionId: started.sessionId,
      status: "PENDING",
      amountMinor,
      currency: payment.currency,
      email,
      createdAt: now,
      updatedAt: now,
    });
    return open;
  });
  if (earlier === null) {
    // Paid, cancelled or archived while the session was being made: it must not be payable.
    await provider.expireSession(started.sessionId, connectedAccount);
    throw new AppError("PAYMENT_NOT_PAYABLE");
  }
  await endSessions(db, provider, earlier, connectedAccount, now, onPaid);
  return {
    sessionId: started.sessionId,
    clientSecret: started.clientSecret,
    stripeAccount: connectedAccount,
    publishableKey: provider.publishableKey,
  };
}

/**
 * Applies what the provider says about one of our sessions, in the caller's transaction: a paid,
 * complete session marks its attempt SUCCEEDED and its payment PAID (once: a payment already paid
 * stays as it is); an expired one marks the attempt FAILED. A session the portal did not make, or one
 * whose amount differs from the attempt's, changes nothing.
 */
async function settleSession(
  tx: Db,
  providerName: string,
  session: ProviderSession,
  now: Date,
  /** The Connect account an event came from; absent when the portal asked the provider itself. */
  eventAccount?: string | null,
): Promise<PaymentRow | null> {
  const [record] = await tx
    .select()
    .from(paymentRecords)
    .where(and(eq(paymentRecords.provider, providerName), eq(paymentRecords.sessionId, session.sessionId)))
    .for("update");
  if (record?.status !== "PENDING") return null;
  // A Stripe event speaks only for the dealer whose connected account it happened on.
  if (
    eventAccount !== undefined &&
    providerName === "stripe" &&
    eventAccount !== (await connectedAccountOf(tx, record.accountId))
  )
    return null;
  if (session.status === "expired") {
    await tx
      .update(paymentRecords)
      .set({ status: "FAILED", updatedAt: now })
      .where(eq(paymentRecords.id, record.id));
    return null;
  }
  if (session.status !== "complete" || !session.paid) return null;
  if (session.amountMinor !== record.amountMinor || session.currency.toUpperCase() !== record.currency)
    return null;
  await tx
    .update(paymentRecords)
    .set({ status: "SUCCEEDED", email: session.email ?? record.email, updatedAt: now })
    .where(eq(paymentRecords.id, record.id));
  const [payment] = await tx
    .select({ status: payments.status })
    .from(payments)
    .where(and(eq(payments.accountId, record.accountId), eq(payments.id, record.paymentId)))
    .for("update");
  if (payment?.status === "PAID") {
    // Another session of this payment was paid first: the customer paid twice. The charge is kept on
    // the payment for staff to refund (no second receipt, no second flag change).
    await tx
      .update(payments)
      .set({ extraCharges: sql`${payments.extraCharges} + 1`, updatedAt: now })
      .where(and(eq(payments.accountId, record.accountId), eq(payments.id, record.paymentId)));
    return null;
  }
  // The money came in: the payment is PAID even if the dealer cancelled it meanwhile.
  const [paid] = await tx
    .update(payments)
    .set({
      status: "PAID",
      transactedAt: now.toISOString().slice(0, 10),
      payerEmail: session.email ?? record.email,
      archivedAt: null,
      updatedAt: now,
      updatedBy: null,
    })
    .where(and(eq(payments.accountId, record.accountId), eq(payments.id, record.paymentId)))
    .returning();
  if (paid) await followPaymentFlag(tx, paid.accountId, paid.dealId, now);
  return paid ?? null;
}

/** Told once per payment that became PAID, after its transaction committed (the receipt goes out). */
export type OnPaid = (payment: PaymentRow) => Promise<void>;

/** The customer's receipt, in the words the checkout's success view promises ('Please check your email'). */
export async function sendReceipt(db: Db, mailer: Mailer, payment: PaymentRow): Promise<void> {
  if (!payment.payerEmail) return;
  const dealer = (await dealerOf(db, payment.accountId)).name;
  const amount = formatPaymentAmount(payment.amount, payment.currency);
  const day = payment.transactedAt
    ? new Intl.DateTimeFormat("en-AU", {
        day: "numeric",
        month: "short",
        year: "numeric",
        timeZone: "UTC",
      }).format(new Date(`${payment.transactedAt}T00:00:00Z`))
    : "";
  await mailer.send({
    to: payment.payerEmail,
    subject: `Payment received by ${dealer}`,
    text: [
      `Thank you. ${dealer} has received your card payment of ${amount}${day ? ` on ${day}` : ""}.`,
      ...(payment.description ? ["", `For: ${payment.description}`] : []),
      "",
      `Payment reference: ${payment.id}`,
    ].join("\n"),
  });
}

/** The spec's session statuses: an ended session was not paid, as an open one (spec 001 §4). */
const statusOf = { open: "OPEN", complete: "COMPLETE", expired: "OPEN" } as const;

/** The return page's check: asks the provider, applies the answer, and says how the session ended. */
export async function checkSessionStatus(
  db: Db,
  provider: CardProvider | null,
  { paymentId, sessionId, now, onPaid }: { paymentId: string; sessionId: string; now: Date; onPaid: OnPaid },
): Promise<SessionStatus> {
  const payment = await linkedPayment(db, paymentId);
  const [record] = provider
    ? await db
        .select()
        .from(paymentRecords)
        .where(
          and(
            eq(paymentRecords.provider, provider.name),
            eq(paymentRecords.sessionId, sessionId),
            eq(paymentRecords.paymentId, payment.id),
          ),
        )
    : [];
  if (!provider || !record) throw notFound();
  const connectedAccount =
    provider.name === "stripe" ? await connectedAccountOf(db, payment.accountId) : null;
  const session = await provider.getSession(sessionId, connectedAccount);
  if (!session) throw notFound();
  const paid = await db.transaction((tx) => settleSession(tx, provider.name, session, now));
  if (paid) await onPaid(paid);
  return { sessionId, status: statusOf[session.status] };
}

/**
 * A provider event, applied once: its id is recorded in the same transaction as the change it makes,
 * so a second delivery (or a replay) finds it and changes nothing. Answers whether it was new.
 */
export async function applyProviderEvent(
  db: Db,
  {
    providerName,
    event,
    now,
    onPaid,
  }: { providerName: string; event: ProviderEvent; now: Date; onPaid: OnPaid },
): Promise<boolean> {
  const outcome = await db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ provider: providerName, eventId: event.id, type: event.type, receivedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!fresh) return { fresh: false, paid: null };
    return {
      fresh: true,
      paid: event.session ? await settleSession(tx, providerName, event.session, now, event.account) : null,
    };
  });
  if (outcome.paid) await onPaid(outcome.paid);
  return outcome.fresh;
}

/** The payment's sessions at this provider that are still open (their attempts PENDING). */
async function openSessionIds(
  db: Db,
  provider: CardProvider,
  accountId: string,
  paymentId: string,
): Promise<string[]> {
  const open = await db
    .select({ sessionId: paymentRecords.sessionId })
    .from(paymentRecords)
    .where(
      and(
        eq(paymentRecords.accountId, accountId),
        eq(paymentRecords.paymentId, paymentId),
        eq(paymentRecords.provider, provider.name),
        eq(paymentRecords.status, "PENDING"),
      ),
    );
  return open.map((record) => record.sessionId);
}

/**
 * Ends sessions at the provider, then asks how each stands and applies it: one paid just before it
 * could be ended is a payment like any other (or a second charge, kept for a refund), never dropped.
 */
async function endSessions(
  db: Db,
  provider: CardProvider,
  sessionIds: string[],
  connectedAccount: string | null,
  now: Date,
  onPaid: OnPaid,
): Promise<void> {
  for (const sessionId of sessionIds) {
    await provider.expireSession(sessionId, connectedAccount);
    const session = await provider.getSession(sessionId, connectedAccount);
    if (!session) continue;
    const paid = await db.transaction((tx) => settleSession(tx, provider.name, session, now));
    if (paid) await onPaid(paid);
  }
}

/** When staff cancel a card payment, its open sessions end at the provider too, so none can still be paid. */
export async function expireOpenSessions(
  db: Db,
  provider: CardProvider | null,
  { accountId, paymentId, now, onPaid }: { accountId: string; paymentId: string; now: Date; onPaid: OnPaid },
): Promise<void> {
  if (!provider) return;
  const open = await openSessionIds(db, provider, accountId, paymentId);
  if (open.length === 0) return;
  const connectedAccount = provider.name === "stripe" ? await connectedAccountOf(db, accountId) : null;
  await endSessions(db, provider, open, connectedAccount, now, onPaid);
}
