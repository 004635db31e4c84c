import {
  archiveOfflineOrderStatus,
  createOfflineOrderStatus,
  createSupplierApiToken,
  getSupplierOrder,
  getSupplierOrderHistory,
  getSupplierPage,
  getSupplierPagePdf,
  listOfflineOrderStatusEntries,
  listOfflineOrderStatuses,
  listSupplierApiOrders,
  listSupplierApiTokens,
  renameOfflineOrderStatus,
  reorderOfflineOrderStatuses,
  revokeSupplierApiToken,
  updateSupplierApiOrder,
  updateSupplierOrder,
  updateSupplierPage,
} from "@portal/contract";
import type { FastifyInstance } from "fastify";
import { unauthenticated } from "../../platform/errors.ts";
import { ok, registerCall, registerPublicCall } from "../../platform/route.ts";
import { csrfExemptRoutes } from "../../platform/session.ts";
import { renderPurchaseOrderPdf } from "../purchase-orders/pdf/render-purchase-order-pdf.ts";
import * as dealer from "./dealer-supplier-orders.service.ts";
import * as statuses from "./offline-statuses.service.ts";
import * as api from "./supplier-api.service.ts";
import * as orders from "./supplier-orders.service.ts";
import * as page from "./supplier-page.service.ts";

/** Per client address: a supplier reading and updating its order, never someone walking links or tokens. */
const publicLimit = { rateLimit: { max: 60, timeWindowMs: 60_000 } };
const writeLimit = { rateLimit: { max: 20, timeWindowMs: 60_000 } };
const systemLimit = { rateLimit: { max: 120, timeWindowMs: 60_000 } };

export async function supplierOrdersRoutes(app: FastifyInstance): Promise<void> {
  const { db, files, now } = app.deps;
  const view = { access: "orders.view" } as const;

  registerCall(
    app,
    getSupplierOrder,
    async ({ auth, params }) => dealer.getSupplierOrder(db, auth, params.id, params.supplierOrderId),
    view,
  );
  registerCall(
    app,
    getSupplierOrderHistory,
    async ({ auth, params }) => dealer.getSupplierOrderHistory(db, auth, params.id, params.supplierOrderId),
    view,
  );
  registerCall(
    app,
    updateSupplierOrder,
    async ({ auth, params, body }) =>
      dealer.updateOfflineSupplierOrder(db, {
        auth,
        ids: { purchaseOrderId: params.id, supplierOrderId: params.supplierOrderId },
        body,
        who: { name: await orders.employeeName(db, auth) },
        now: now(),
      }),
    { access: "orders.edit" },
  );
  registerCall(
    app,
    listOfflineOrderStatuses,
    async ({ auth }) => statuses.offlineStatuses(db, auth.accountId),
    view,
  );

  // The supplier's page: the secret link is the only key.
  registerPublicCall(
    app,
    getSupplierPage,
    async ({ params }) => page.getSupplierPage(db, params.token),
    publicLimit,
  );
  registerPublicCall(
    app,
    updateSupplierPage,
    async ({ params, body }) => page.updateSupplierPage(db, params.token, body, now()),
    writeLimit,
  );
  registerPublicCall(
    app,
    getSupplierPagePdf,
    async ({ params, reply }) => {
      const { accountId, purchaseOrderId } = await page.purchaseOrderOfLink(db, params.token);
      const pdf = await renderPurchaseOrderPdf(db, files, page.supplierReader(accountId), purchaseOrderId);
      return reply
        .header("content-type", "application/pdf")
        .header("content-length", String(pdf.length))
        .header("content-disposition", `inline; filename="Purchase order.pdf"`)
        .header("cache-control", "private, no-store")
        .send(pdf);
    },
    publicLimit,
  );

  // A supplier's own system: a bearer token, never a browser's cookie, so no CSRF token either. A call
  // without one answers 401 before its input is even read (the service then checks the token itself).
  app.addHook("onRequest", async (request) => {
    if (
      request.routeOptions.url?.startsWith("/api/supplier/") &&
      !api.hasBearerToken(request.headers.authorization)
    ) {
      throw unauthenticated();
    }
  });
  registerPublicCall(
    app,
    listSupplierApiOrders,
    async ({ request, query }) =>
      api.listSupplierApiOrders(db, request.headers.authorization, query.limit, now()),
    systemLimit,
  );
  registerPublicCall(
    app,
    updateSupplierApiOrder,
    async ({ request, params, body }) =>
      api.updateSupplierApiOrder(db, {
        authorization: request.headers.authorization,
        supplierOrderId: params.id,
        body,
        now: now(),
      }),
    systemLimit,
  );
  csrfExemptRoutes.add(`/api${updateSupplierApiOrder.path}`);

  // Issuing and revoking the tokens: the dealer's settings.
  const settings = { access: "settings.edit" } as const;
  registerCall(
    app,
    listSupplierApiTokens,
    async ({ auth, params }) => api.listSupplierApiTokens(db, auth, params.manufacturerId),
    settings,
  );
  registerCall(
    app,
    createSupplierApiToken,
    async ({ auth, params, body }) =>
      api.createSupplierApiToken(db, {
        auth,
        manufacturerId: params.manufacturerId,
        name: body.name,
        now: now(),
      }),
    settings,
  );
  registerCall(
    app,
    revokeSupplierApiToken,
    async ({ auth, params }) => {
      await api.revokeSupplierApiToken(db, auth, params.id, now());
      return ok;
    },
    settings,
  );

  // Settings → Orders: the account's offline order statuses. Their list is a settings screen's (archived
  // ones too); changing them is a settings change. The order screens read the active ones above.
  registerCall(
    app,
    listOfflineOrderStatusEntries,
    async ({ auth }) => statuses.listOfflineStatusEntries(db, auth.accountId),
    { access: "settings.view" },
  );
  registerCall(
    app,
    createOfflineOrderStatus,
    async ({ auth, body }) => statuses.createOfflineStatus(db, auth.accountId, body.name),
    settings,
  );
  registerCall(
    app,
    renameOfflineOrderStatus,
    async ({ auth, params, body }) => statuses.renameOfflineStatus(db, auth.accountId, params.id, body.name),
    settings,
  );
  registerCall(
    app,
    archiveOfflineOrderStatus,
    async ({ auth, params }) => statuses.archiveOfflineStatus(db, auth.accountId, params.id),
    settings,
  );
  registerCall(
    app,
    reorderOfflineOrderStatuses,
    async ({ auth, body }) => statuses.reorderOfflineStatuses(db, auth.accountId, body.ids),
    settings,
  );
}
