import { listSalesReps } from "@portal/contract";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../platform/route.ts";
import * as salesReps from "./sales-reps.service.ts";

export async function salesRepsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  // The board's Rep filter offers them, so every Deals user may read the names.
  registerCall(app, listSalesReps, async ({ auth }) => salesReps.listSalesReps(db, auth.accountId), {
    access: "deals.view",
  });
}
