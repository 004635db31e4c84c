import {
  acceptQuote,
  addOrderLine,
  applyQuoteUpdates,
  archiveQuote,
  cloneQuote,
  createQuote,
  deleteOrderLine,
  getOrderLine,
  getQuote,
  getQuotePdf,
  listDealQuotes,
  previewNewOrderLinePrice,
  previewOrderLinePrice,
  unarchiveQuote,
  updateOrderLine,
  updateQuote,
} from "@portal/contract";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../platform/route.ts";
import * as lines from "./order-lines.service.ts";
import { renderQuotePdf } from "./pdf/render-quote-pdf.ts";
import * as actions from "./quote-actions.ts";
import * as quotes from "./quotes.service.ts";

export async function quotesRoutes(app: FastifyInstance): Promise<void> {
  const { db, files, now } = app.deps;
  // Quotes live on a deal's page: the Deals screen and the quotes permission, to read them as well.
  const rule = { access: "quotes" } as const;
  registerCall(
    app,
    listDealQuotes,
    async ({ auth, params, query }) =>
      quotes.listDealQuotes(db, auth.accountId, params.id, query.archived === "true"),
    rule,
  );
  registerCall(
    app,
    createQuote,
    async ({ auth, params, body }) => quotes.createQuote(db, { auth, dealId: params.id, body, now: now() }),
    rule,
  );
  registerCall(
    app,
    getQuote,
    async ({ auth, params }) => quotes.getQuote(db, auth.accountId, params.id),
    rule,
  );
  registerCall(
    app,
    updateQuote,
    async ({ auth, params, body }) => quotes.updateQuote(db, { auth, quoteId: params.id, body, now: now() }),
    rule,
  );
  registerCall(
    app,
    cloneQuote,
    async ({ auth, params }) => actions.cloneQuote(db, auth, params.id, now()),
    rule,
  );
  registerCall(
    app,
    archiveQuote,
    async ({ auth, params }) =>
      actions.setQuoteArchived(db, {
        accountId: auth.accountId,
        quoteId: params.id,
        isArchived: true,
        now: now(),
      }),
    rule,
  );
  registerCall(
    app,
    unarchiveQuote,
    async ({ auth, params }) =>
      actions.setQuoteArchived(db, {
        accountId: auth.accountId,
        quoteId: params.id,
        isArchived: false,
        now: now(),
      }),
    rule,
  );
  registerCall(
    app,
    applyQuoteUpdates,
    async ({ auth, params }) => actions.applyQuoteUpdates(db, auth.accountId, params.id, now()),
    rule,
  );
  registerCall(
    app,
    acceptQuote,
    async ({ auth, params, body }) =>
      actions.acceptQuote(db, files, {
        auth: { accountId: auth.accountId, employeeId: auth.employeeId, name: null },
        quoteId: params.id,
        signature: body.signature ?? null,
        now: now(),
      }),
    rule,
  );
  registerCall(
    app,
    addOrderLine,
    async ({ auth, params, body }) =>
      lines.addOrderLine(db, { accountId: auth.accountId, quoteId: params.id, body, now: now() }),
    rule,
  );
  registerCall(
    app,
    getOrderLine,
    async ({ auth, params }) => lines.getOrderLine(db, auth.accountId, params.id),
    rule,
  );
  registerCall(
    app,
    updateOrderLine,
    async ({ auth, params, body }) =>
      lines.updateOrderLine(db, { accountId: auth.accountId, lineId: params.id, choices: body, now: now() }),
    rule,
  );
  registerCall(
    app,
    deleteOrderLine,
    async ({ auth, params }) => {
      await lines.deleteOrderLine(db, auth.accountId, params.id, now());
      return { ok: true as const };
    },
    rule,
  );
  registerCall(
    app,
    previewOrderLinePrice,
    async ({ auth, params, body }) => lines.previewOrderLinePrice(db, auth.accountId, params.id, body),
    rule,
  );
  registerCall(
    app,
    previewNewOrderLinePrice,
    async ({ auth, params, body }) => lines.previewNewOrderLinePrice(db, auth.accountId, params.id, body),
    rule,
  );
  registerCall(
    app,
    getQuotePdf,
    async ({ auth, params, reply }) => {
      const pdf = await renderQuotePdf(db, files, {
        accountId: auth.accountId,
        quoteId: params.id,
        kind: params.kind,
      });
      const names = { quote: "Quote", measure: "Measure sheet", install: "Install sheet" } as const;
      return reply
        .header("content-type", "application/pdf")
        .header("content-length", String(pdf.length))
        .header("content-disposition", `inline; filename="${names[params.kind]} ${params.id}.pdf"`)
        .header("cache-control", "private, no-store")
        .send(pdf);
    },
    rule,
  );
}
