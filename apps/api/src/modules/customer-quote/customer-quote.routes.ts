import {
  acceptCustomerQuote,
  createQuoteShareLink,
  emailQuoteLink,
  getCustomerQuote,
  getCustomerQuotePayments,
  getCustomerQuotePdf,
  payCustomerQuoteDeposit,
  revokeQuoteShareLink,
} from "@portal/contract";
import type { FastifyInstance } from "fastify";
import { ok, registerCall, registerPublicCall } from "../../platform/route.ts";
import * as customerQuote from "./customer-quote.service.ts";

/** Per client address: a customer reading and re-reading, never someone walking tokens. */
const publicLimit = { rateLimit: { max: 60, timeWindowMs: 60_000 } };
const writeLimit = { rateLimit: { max: 10, timeWindowMs: 60_000 } };

export async function customerQuoteRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, files, mailer, now } = app.deps;

  registerPublicCall(
    app,
    getCustomerQuote,
    async ({ params }) => customerQuote.getCustomerQuote(db, config, params.id, now()),
    publicLimit,
  );
  registerPublicCall(
    app,
    getCustomerQuotePayments,
    async ({ params }) => customerQuote.getPaymentSummary(db, params.id),
    publicLimit,
  );
  registerPublicCall(
    app,
    acceptCustomerQuote,
    async ({ params, body }) =>
      customerQuote.acceptSharedQuote(db, files, config, { token: params.id, body, now: now() }),
    writeLimit,
  );
  registerPublicCall(
    app,
    payCustomerQuoteDeposit,
    async ({ params }) => customerQuote.depositPayment(db, config, params.id, now()),
    writeLimit,
  );
  registerPublicCall(
    app,
    getCustomerQuotePdf,
    async ({ params, reply }) => {
      const opened = await customerQuote.openCustomerQuotePdf(db, files, params.id);
      reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `inline; filename="Quote.pdf"`)
        .header("cache-control", "private, no-store")
        .header("x-content-type-options", "nosniff");
      if ("pdf" in opened) return reply.header("content-length", String(opened.pdf.length)).send(opened.pdf);
      return reply.header("content-length", String(opened.file.size)).send(opened.file.stream);
    },
    publicLimit,
  );

  const rule = { access: "quotes" } as const;
  registerCall(
    app,
    createQuoteShareLink,
    async ({ auth, params }) => customerQuote.shareLink(db, config, auth, params.id),
    rule,
  );
  registerCall(
    app,
    revokeQuoteShareLink,
    async ({ auth, params }) => {
      await customerQuote.revokeShareLink(db, auth, params.id);
      return ok;
    },
    rule,
  );
  registerCall(
    app,
    emailQuoteLink,
    async ({ auth, params }) =>
      customerQuote.emailQuoteLink(db, mailer, config, { who: auth, quoteId: params.id }),
    rule,
  );
}
