import { getPipelineSummary } from "@portal/contract";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../platform/route.ts";
import * as dashboard from "./dashboard.service.ts";

export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  registerCall(
    app,
    getPipelineSummary,
    async ({ auth }) => dashboard.getPipelineSummary(db, auth.accountId),
    { access: "deals.view" },
  );
}
