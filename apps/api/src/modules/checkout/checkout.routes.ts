import {
  confirmTestCheckout,
  createCheckoutSession,
  getCheckoutSessionStatus,
  getPublicPayment,
  receivePaymentWebhook,
} from "@portal/contract";
import type { FastifyInstance } from "fastify";
import { cardProviderOf } from "../../platform/configured-card-provider.ts";
import { AppError } from "../../platform/errors.ts";
import { registerPublicCall } from "../../platform/route.ts";
import { csrfExemptRoutes } from "../../platform/session.ts";
import { isTestCardProvider } from "../../platform/test-card-provider.ts";
import { onPaidOf } from "./card-sessions.ts";
import * as checkout from "./checkout.service.ts";

/** Per client address: enough for a customer's retries, too few to walk payment ids. */
const publicLimit = { rateLimit: { max: 60, timeWindowMs: 60_000 } };

export async function checkoutRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, now } = app.deps;
  const provider = cardProviderOf(app.deps);
  const onPaid = onPaidOf(app);

  registerPublicCall(
    app,
    getPublicPayment,
    async ({ params }) => checkout.getPublicPayment(db, params.paymentId),
    publicLimit,
  );
  registerPublicCall(
    app,
    createCheckoutSession,
    async ({ params, body }) =>
      checkout.createCheckoutSession(db, provider, config, {
        paymentId: params.paymentId,
        email: body.email,
        now: now(),
        onPaid,
      }),
    { rateLimit: { max: 20, timeWindowMs: 60_000 } },
  );
  registerPublicCall(
    app,
    getCheckoutSessionStatus,
    async ({ params }) =>
      checkout.checkSessionStatus(db, provider, {
        paymentId: params.paymentId,
        sessionId: params.sessionId,
        now: now(),
        onPaid,
      }),
    publicLimit,
  );

  if (isTestCardProvider(provider)) {
    const testProvider = provider;
    registerPublicCall(
      app,
      confirmTestCheckout,
      async ({ params, body }) => {
        const { number, expiry, cvc } = body;
        const result = await testProvider.confirm(
          params.sessionId,
          body.clientSecret,
          { number, expiry, cvc },
          body.email,
        );
        if (!result.ok) return result;
        // What Stripe does after a payment: it tells the webhook.
        await checkout.applyProviderEvent(db, {
          providerName: testProvider.name,
          event: result.event,
          now: now(),
          onPaid,
        });
        return { ok: true as const };
      },
      { rateLimit: { max: 20, timeWindowMs: 60_000 } },
    );
  }

  // The provider's webhook: its signature over the raw body is its proof, so no CSRF token and a
  // parser that keeps the bytes as sent (encapsulated: only this route reads bodies this way).
  csrfExemptRoutes.add(`/api${receivePaymentWebhook.path}`);
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 1024 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    registerPublicCall(
      scope,
      receivePaymentWebhook,
      async ({ request }) => {
        const signature = request.headers["stripe-signature"];
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const event = provider?.verifyEvent(raw, typeof signature === "string" ? signature : undefined);
        if (!provider || !event) throw new AppError("BAD_REQUEST");
        await checkout.applyProviderEvent(db, { providerName: provider.name, event, now: now(), onPaid });
        return { received: true as const };
      },
      { rateLimit: { max: 600, timeWindowMs: 60_000 } },
    );
  });
}
