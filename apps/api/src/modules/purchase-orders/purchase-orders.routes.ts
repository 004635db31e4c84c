import {
  addPurchaseOrderLine,
  archivePurchaseOrder,
  calculatePurchaseOrderShipping,
  clonePurchaseOrder,
  configurePurchaseOrderLine,
  convertQuote,
  createPurchaseOrder,
  deletePurchaseOrderLine,
  getPurchaseOrder,
  getPurchaseOrderPdf,
  listPurchaseOrders,
  previewPurchaseOrderLine,
  reopenPurchaseOrder,
  submitPurchaseOrder,
  unarchivePurchaseOrder,
  updatePurchaseOrder,
  updatePurchaseOrderLine,
} from "@portal/contract";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../platform/route.ts";
import type { Auth } from "../../platform/session-store.ts";
import { renderPurchaseOrderPdf } from "./pdf/render-purchase-order-pdf.ts";
import * as actions from "./purchase-order-actions.ts";
import * as lines from "./purchase-order-lines.ts";
import * as orders from "./purchase-orders.service.ts";
import * as conversion from "./quote-conversion.ts";

export type PurchaseOrdersRoutesOptions = {
  /** A submit's supplier order and mail: the supplier-orders module's (from app.ts; it builds on this one). */
  supplierOrders: { open: actions.OpenSupplierOrder; email: actions.EmailSupplier };
};

export async function purchaseOrdersRoutes(
  app: FastifyInstance,
  { supplierOrders }: PurchaseOrdersRoutesOptions,
): Promise<void> {
  const { db, files, mailer, config, now } = app.deps;
  const view = { access: "orders.view" } as const;
  const edit = { access: "orders.edit" } as const;
  // A mail that cannot be sent never undoes the submit: it is logged, and the order page shows the order.
  const sendToSupplier = (auth: Auth): actions.SupplierHandoff => ({
    open: supplierOrders.open,
    onSent: (sent) =>
      supplierOrders
        .email(
          db,
          { files, mailer, config },
          { auth, purchaseOrderId: sent.purchaseOrderId, token: sent.token },
        )
        .catch((error: unknown) =>
          app.log.error({ err: error, purchaseOrderId: sent.purchaseOrderId }, "supplier order mail failed"),
        ),
  });

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
    getPurchaseOrderPdf,
    async ({ auth, params, reply }) => {
      const pdf = await renderPurchaseOrderPdf(db, files, auth, params.id);
      return reply
        .header("content-type", "application/pdf")
        .header("content-length", String(pdf.length))
        .header("content-disposition", `inline; filename="Purchase order ${params.id}.pdf"`)
        .header("cache-control", "private, no-store")
        .send(pdf);
    },
    view,
  );
  registerCall(
    app,
    convertQuote,
    async ({ auth, params, body }) =>
      conversion.convertQuote(db, {
        auth,
        quoteId: params.id,
        body,
        now: now(),
        handoff: sendToSupplier(auth),
      }),
    { access: "orders.convert" },
  );
  registerCall(
    app,
    createPurchaseOrder,
    async ({ auth, body }) => actions.createPurchaseOrder(db, auth, body, now()),
    edit,
  );
  registerCall(
    app,
    updatePurchaseOrder,
    async ({ auth, params, body }) =>
      actions.updatePurchaseOrder(db, { auth, orderId: params.id, body, now: now() }),
    edit,
  );
  registerCall(
    app,
    updatePurchaseOrderLine,
    async ({ auth, params, body }) =>
      lines.updatePurchaseOrderLine(db, {
        auth,
        ids: { orderId: params.id, lineId: params.lineId },
        body,
        now: now(),
      }),
    edit,
  );
  registerCall(
    app,
    deletePurchaseOrderLine,
    async ({ auth, params }) =>
      lines.deletePurchaseOrderLine(db, auth, { orderId: params.id, lineId: params.lineId }, now()),
    edit,
  );
  registerCall(
    app,
    addPurchaseOrderLine,
    async ({ auth, params, body }) =>
      lines.addPurchaseOrderLine(db, { auth, orderId: params.id, body, now: now() }),
    edit,
  );
  registerCall(
    app,
    previewPurchaseOrderLine,
    async ({ auth, params, body }) => lines.previewPurchaseOrderLine(db, auth, params.id, body),
    edit,
  );
  registerCall(
    app,
    configurePurchaseOrderLine,
    async ({ auth, params, body }) =>
      lines.configurePurchaseOrderLine(db, {
        auth,
        ids: { orderId: params.id, lineId: params.lineId },
        body,
        now: now(),
      }),
    edit,
  );
  registerCall(
    app,
    calculatePurchaseOrderShipping,
    async ({ auth, params, body }) =>
      actions.calculatePurchaseOrderShipping(db, { auth, orderId: params.id, body, now: now() }),
    edit,
  );
  registerCall(
    app,
    clonePurchaseOrder,
    async ({ auth, params }) => actions.clonePurchaseOrder(db, auth, params.id, now()),
    edit,
  );
  registerCall(
    app,
    archivePurchaseOrder,
    async ({ auth, params }) =>
      actions.setPurchaseOrderArchived(db, { auth, orderId: params.id, isArchived: true, now: now() }),
    edit,
  );
  registerCall(
    app,
    unarchivePurchaseOrder,
    async ({ auth, params }) =>
      actions.setPurchaseOrderArchived(db, { auth, orderId: params.id, isArchived: false, now: now() }),
    edit,
  );
  registerCall(
    app,
    submitPurchaseOrder,
    async ({ auth, params, body }) =>
      actions.submitPurchaseOrder(db, {
        auth,
        orderId: params.id,
        version: body.version,
        now: now(),
        handoff: sendToSupplier(auth),
      }),
    edit,
  );
  registerCall(
    app,
    reopenPurchaseOrder,
    async ({ auth, params }) => actions.reopenPurchaseOrder(db, auth, params.id, now()),
    edit,
  );
}
