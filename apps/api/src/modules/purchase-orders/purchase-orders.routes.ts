import { convertQuote, getPurchaseOrder, listPurchaseOrders } from "@portal/contract";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../platform/route.ts";
import * as orders from "./purchase-orders.service.ts";

export async function purchaseOrdersRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.deps;
  const view = { access: "orders.view" } as const;

  registerCall(
    app,
    listPurchaseOrders,
    async ({ auth, query }) => orders.listPurchaseOrders(db, auth, query),
    view,
  );
  registerCall(
    app,
    getPurchaseOrder,
    async ({ auth, params }) => orders.getPurchaseOrder(db, auth, params.id),
    view,
  );
  registerCall(
    app,
    convertQuote,
    async ({ auth, params, body }) => orders.convertQuote(db, auth, params.id, body.manufacturerId, now()),
    { access: "orders.convert" },
  );
}
