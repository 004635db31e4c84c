import { getOrderSummary, getPipelineSummary } from "@portal/contract";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../platform/route.ts";
import * as dashboard from "./dashboard.service.ts";
import * as orders from "./order-summary.ts";

export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.deps;
  registerCall(
    app,
    getPipelineSummary,
    async ({ auth }) => dashboard.getPipelineSummary(db, auth.accountId),
    { access: "deals.view" },
  );
  registerCall(
    app,
    getOrderSummary,
    async ({ auth, query }) => orders.getOrderSummary(db, auth, query, now()),
    { access: "orders.view" },
  );
}
