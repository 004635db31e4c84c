// Stripe as the card provider (PAYMENTS_PROVIDER=stripe): Checkout Sessions in embedded mode on each
// dealer's Connect account, with the API version pinned, an idempotency key per session, amounts in
// the currency's minor units, and webhooks verified against every configured signing secret.
import Stripe from "stripe";
import type { StripeConfig } from "../config.ts";
import type { CardProvider, ProviderEvent, ProviderSession } from "./card-payments.ts";

/** The API version every call is made with; moving it is a code change, tested against the fake. */
export const stripeApiVersion = "2026-10-28.endive";

/** The session events that say how an attempt ended; any other event is acknowledged and ignored. */
const sessionEvents = new Set([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
]);

/** A status this API version does not know yet reads as still open: nothing is paid on a guess. */
const statusOf = (status: string | null): ProviderSession["status"] =>
  status === "complete" || status === "expired" ? status : "open";

function toSession(session: Stripe.Checkout.Session): ProviderSession {
  return {
    sessionId: session.id,
    status: statusOf(session.status),
    paid: session.payment_status === "paid",
    paymentId: session.metadata?.paymentId ?? null,
    amountMinor: session.amount_total ?? 0,
    currency: (session.currency ?? "").toUpperCase(),
    email: session.customer_details?.email ?? session.customer_email ?? null,
  };
}

const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError &&
  (error.statusCode === 404 || error.code === "resource_missing");

export function createStripeCardProvider(config: StripeConfig): CardProvider & { name: "stripe" } {
  const api = config.apiUrl ? new URL(config.apiUrl) : null;
  const stripe = new Stripe(config.secretKey, {
    apiVersion: stripeApiVersion,
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: "dealer-portal" },
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === "https:" ? 443 : 80),
          protocol: api.protocol === "http:" ? "http" : "https",
        }
      : {}),
  });
  const on = (connectedAccount: string | null) =>
    connectedAccount ? { stripeAccount: connectedAccount } : {};

  return {
    name: "stripe",
    publishableKey: config.publishableKey,
    createSession: async (request) => {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          ui_mode: "embedded_page",
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amountMinor,
                product_data: { name: request.description },
              },
            },
          ],
          customer_email: request.email,
          return_url: request.returnUrl,
          metadata: { paymentId: request.paymentId },
          payment_intent_data: { metadata: { paymentId: request.paymentId } },
        },
        { ...on(request.connectedAccount), idempotencyKey: request.idempotencyKey },
      );
      if (!session.client_secret)
        throw new Error("Stripe answered an embedded session without a client secret");
      return { sessionId: session.id, clientSecret: session.client_secret };
    },
    getSession: async (sessionId, connectedAccount) => {
      try {
        return toSession(await stripe.checkout.sessions.retrieve(sessionId, {}, on(connectedAccount)));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    expireSession: async (sessionId, connectedAccount) => {
      try {
        await stripe.checkout.sessions.expire(sessionId, {}, on(connectedAccount));
      } catch (error) {
        // Already complete or expired (or gone): there is nothing left to end.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
        throw error;
      }
    },
    verifyEvent: (rawBody, signature) => {
      if (!signature) return null;
      for (const secret of config.webhookSecrets) {
        let event: Stripe.Event;
        try {
          event = stripe.webhooks.constructEvent(rawBody, signature, secret);
        } catch {
          continue;
        }
        const result: ProviderEvent = {
          id: event.id,
          type: event.type,
          account: event.account ?? null,
          session: null,
        };
        if (sessionEvents.has(event.type)) {
          result.session = toSession(event.data.object as Stripe.Checkout.Session);
        }
        return result;
      }
      return null;
    },
  };
}
