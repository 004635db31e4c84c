import { getLegacyOrder, listContactLegacyOrders } from "@portal/contract";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../platform/route.ts";
import * as legacy from "./legacy-orders.service.ts";

export async function legacyOrdersRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const view = { access: "legacyOrders.view" } as const;

  registerCall(
    app,
    listContactLegacyOrders,
    async ({ auth, params }) => legacy.listContactLegacyOrders(db, auth.accountId, params.id),
    view,
  );
  registerCall(
    app,
    getLegacyOrder,
    async ({ auth, params }) => legacy.getLegacyOrder(db, auth.accountId, params.id),
    view,
  );
}
