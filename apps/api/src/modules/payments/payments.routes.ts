import {
  archivePayment,
  cancelPayment,
  createDealPayment,
  getPaymentSettings,
  listDealPayments,
  updatePayment,
  updatePaymentSettings,
} from "@portal/contract";
import type { FastifyInstance } from "fastify";
import { cardProviderOf } from "../../platform/configured-card-provider.ts";
import { registerCall } from "../../platform/route.ts";
import { onPaidOf } from "../checkout/card-sessions.ts";
import * as payments from "./payments.service.ts";

export async function paymentsRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, now } = app.deps;
  const provider = cardProviderOf(app.deps);
  const onPaid = onPaidOf(app);
  const view = { access: "deals.view" } as const;
  const edit = { access: "deals.edit" } as const;

  registerCall(
    app,
    listDealPayments,
    async ({ auth, params }) => payments.listPayments(db, auth.accountId, params.id),
    view,
  );
  registerCall(
    app,
    createDealPayment,
    async ({ auth, params, body }) =>
      payments.createPayment(db, config, { who: auth, dealId: params.id, body, now: now() }),
    edit,
  );
  registerCall(
    app,
    updatePayment,
    async ({ auth, params, body }) =>
      payments.updatePayment(db, { who: auth, paymentId: params.id, body, now: now() }),
    edit,
  );
  registerCall(
    app,
    cancelPayment,
    async ({ auth, params }) =>
      payments.cancelPayment(db, provider, { who: auth, paymentId: params.id, now: now(), onPaid }),
    edit,
  );
  registerCall(
    app,
    archivePayment,
    async ({ auth, params }) => payments.archivePayment(db, auth, params.id, now()),
    edit,
  );
  registerCall(
    app,
    getPaymentSettings,
    async ({ auth }) => payments.getPaymentSettings(db, config, auth.accountId),
    { access: "settings.integrations.view" },
  );
  registerCall(
    app,
    updatePaymentSettings,
    async ({ auth, body }) =>
      payments.updatePaymentSettings(db, config, {
        accountId: auth.accountId,
        stripeAccountId: body.stripeAccountId,
        now: now(),
      }),
    { access: "settings.edit" },
  );
}
