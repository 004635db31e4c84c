// The built-in test provider (PAYMENTS_PROVIDER=test): checkout sessions kept in the portal's own
// database and a test-mode card form served by the portal, so a card payment can be taken end to end
// with no keys and no network. Stripe's test cards behave as they do there: 4242 4242 4242 4242 pays,
// 4000 0000 0000 0002 is declined. No money moves, and nothing outside can send it events.
import { randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { testCheckoutSessions } from "../db/schema/index.ts";
import type { CardProvider, ProviderEvent, ProviderSession } from "./card-payments.ts";

export const testCards = { pays: "4242424242424242", declined: "4000000000000002" } as const;

export type TestCard = { number: string; expiry: string; cvc: string };

/** How a confirmation ended: paid (with the event the provider would send), or refused with the provider's words. */
export type TestConfirmation = { ok: true; event: ProviderEvent } | { ok: false; message: string };

type Row = typeof testCheckoutSessions.$inferSelect;

const toSession = (row: Row): ProviderSession => ({
  sessionId: row.id,
  status: row.status,
  paid: row.paid,
  paymentId: row.paymentId,
  amountMinor: row.amountMinor,
  currency: row.currency,
  email: row.email,
});

const token = (prefix: string) => `${prefix}_${randomBytes(18).toString("base64url")}`;

/** The card's own problem in Stripe's words, or null when it is a card the form takes. */
function cardProblem(card: TestCard, now: Date): string | null {
  const digits = card.number.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(digits)) return "Your card number is invalid.";
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) return "Your card's expiration date is invalid.";
  const year = 2000 + Number(expiry[2]);
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
    return "Your card's expiration year is in the past.";
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return "Your card's security code is invalid.";
  if (digits === testCards.declined) return "Your card was declined.";
  if (digits !== testCards.pays)
    return "Your card was declined. In test mode, use the test card 4242 4242 4242 4242.";
  return null;
}

export type TestCardProvider = CardProvider & {
  name: "test";
  /** The test card form's submit: pays the session, or refuses it as Stripe would. */
  confirm: (
    sessionId: string,
    clientSecret: string,
    card: TestCard,
    email: string,
  ) => Promise<TestConfirmation>;
};

export function isTestCardProvider(provider: CardProvider | null): provider is TestCardProvider {
  return provider?.name === "test" && "confirm" in provider;
}

export function createTestCardProvider(db: Db, now: () => Date): TestCardProvider {
  const find = async (sessionId: string) =>
    (await db.select().from(testCheckoutSessions).where(eq(testCheckoutSessions.id, sessionId)))[0];
  return {
    name: "test",
    publishableKey: null,
    createSession: async (request) => {
      const row = {
        id: token("cs_test"),
        clientSecret: token("cs_secret"),
        paymentId: request.paymentId,
        amountMinor: request.amountMinor,
        currency: request.currency,
        email: request.email,
        status: "open" as const,
        paid: false,
        createdAt: now(),
      };
      await db.insert(testCheckoutSessions).values(row);
      return { sessionId: row.id, clientSecret: row.clientSecret };
    },
    getSession: async (sessionId) => {
      const row = await find(sessionId);
      return row ? toSession(row) : null;
    },
    // As Stripe's: only an open session expires (a complete one stays paid).
    expireSession: async (sessionId) => {
      await db
        .update(testCheckoutSessions)
        .set({ status: "expired" })
        .where(and(eq(testCheckoutSessions.id, sessionId), eq(testCheckoutSessions.status, "open")));
    },
    // Nothing outside the portal speaks for the test provider: every posted event is refused.
    verifyEvent: () => null,
    confirm: async (sessionId, clientSecret, card, email) => {
      const row = await find(sessionId);
      const secretHolds =
        row !== undefined &&
        row.clientSecret.length === clientSecret.length &&
        timingSafeEqual(Buffer.from(row.clientSecret), Buffer.from(clientSecret));
      if (!row || !secretHolds) return { ok: false, message: "This checkout session could not be found." };
      const problem = cardProblem(card, now());
      // One attempt per session, taken once even when two arrive together: a refused card ends the
      // session (the page starts another), a good one completes it. And a payment is charged once:
      // the payment's sessions are locked together, so of two paid at once in two tabs the second
      // finds the first complete and is refused (where Stripe cannot refuse, the portal keeps the
      // second charge for a refund: checkout.service.ts).
      const outcome = await db.transaction(async (tx) => {
        const sessions = await tx
          .select({ id: testCheckoutSessions.id, status: testCheckoutSessions.status })
          .from(testCheckoutSessions)
          .where(eq(testCheckoutSessions.paymentId, row.paymentId))
          .orderBy(testCheckoutSessions.id)
          .for("update");
        if (sessions.find((session) => session.id === sessionId)?.status !== "open") return "ended";
        if (!problem && sessions.some((session) => session.status === "complete")) return "paid";
        const [ended] = await tx
          .update(testCheckoutSessions)
          .set(problem ? { status: "expired" } : { status: "complete", paid: true, email })
          .where(eq(testCheckoutSessions.id, sessionId))
          .returning();
        return ended ?? "ended";
      });
      if (outcome === "ended") return { ok: false, message: "This checkout session is no longer active." };
      if (outcome === "paid") return { ok: false, message: "This payment has already been made." };
      if (problem) return { ok: false, message: problem };
      const ended = outcome;
      const paid = ended;
      return {
        ok: true,
        event: {
          id: `evt_${sessionId}`,
          type: "checkout.session.completed",
          account: null,
          session: toSession(paid),
        },
      };
    },
  };
}
