// What the checkout does when a payment changes outside it: the customer's receipt once one is PAID, and
// the end of a cancelled card payment's open sessions at the provider. Payments call these; app.ts passes
// the second to deals, which the checkout builds on.
import type { FastifyInstance } from "fastify";
import { cardProviderOf } from "../../platform/configured-card-provider.ts";
import { expireOpenSessions, type OnPaid, sendReceipt } from "./checkout.service.ts";

/** What follows a payment becoming PAID: the customer's receipt. One that cannot be sent never undoes the payment: it is logged. */
export function onPaidOf(app: FastifyInstance): OnPaid {
  const { db, mailer } = app.deps;
  return (payment) =>
    sendReceipt(db, mailer, payment).catch((error: unknown) =>
      app.log.error({ err: error, paymentId: payment.id }, "payment receipt mail failed"),
    );
}

/** Ends the open sessions of card payments cancelled elsewhere (a deal's archive), applying any paid meanwhile. */
export function endCardSessionsOf(
  app: FastifyInstance,
): (accountId: string, paymentIds: string[], now: Date) => Promise<void> {
  const provider = cardProviderOf(app.deps);
  const onPaid = onPaidOf(app);
  return async (accountId, paymentIds, now) => {
    for (const paymentId of paymentIds)
      await expireOpenSessions(app.deps.db, provider, { accountId, paymentId, now, onPaid });
  };
}
