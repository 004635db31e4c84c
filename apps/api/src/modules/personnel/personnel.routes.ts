import { listPersonnel, listPersonnelLabels } from "@portal/contract";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../platform/route.ts";
import * as personnel from "./personnel.service.ts";

export async function personnelRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  // The /personnel screen's gate: the Deals feature and the account's personnel toggle (computeFeatures).
  const personnelScreen = { access: "personnel.view" } as const;

  registerCall(
    app,
    listPersonnel,
    async ({ auth }) => personnel.listPersonnel(db, auth.accountId),
    personnelScreen,
  );
  registerCall(
    app,
    listPersonnelLabels,
    async ({ auth }) => personnel.listPersonnelLabels(db, auth.accountId),
    personnelScreen,
  );
}
