import { listSalesReps } from "@portal/contract";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../platform/route.ts";
import * as salesReps from "./sales-reps.service.ts";

export async function salesRepsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  // The board's Rep filter and a purchase order's sales rep offer them (Purchasing works without Deals),
  // so everyone signed in may read the account's active names.
  registerCall(app, listSalesReps, async ({ auth }) => salesReps.listSalesReps(db, auth.accountId), {
    access: "session",
  });
}
