// Supplier orders (spec 000 §3 "Manufacturer order", "History entry"; issue 12 "Supplier orders"): made
// when a purchase order is submitted (and an online supplier emailed its secret link), and changed by an
// online supplier (on its page, supplier-page.service.ts, or from its system, supplier-api.service.ts);
// every change is a history line. The dealer's side is dealer-supplier-orders.service.ts.
import { createHash, randomBytes } from "node:crypto";
import type { supplierUpdateSchema } from "@portal/contract";
import {
  decimal,
  type SupplierOrderChange,
  supplierChangeProblem,
  supplierOrderChanges,
  toMoney,
} from "@portal/domain";
import { and, eq, max } from "drizzle-orm";
import type { z } from "zod";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { type IdSource, newId } from "../../db/ids.ts";
import {
  dealerManufacturers,
  dealerSettings,
  manufacturers,
  purchaseOrders,
  supplierOrderHistory,
  supplierOrders,
} from "../../db/schema/index.ts";
import { dealerOf } from "../../platform/dealer.ts";
import { AppError } from "../../platform/errors.ts";
import type { FileStore } from "../../platform/files.ts";
import type { Mailer } from "../../platform/mail.ts";
import { employeeNames } from "../../platform/people.ts";
import type { Auth } from "../../platform/session-store.ts";
import { renderPurchaseOrderPdf } from "../purchase-orders/pdf/render-purchase-order-pdf.ts";
import { getPurchaseOrder } from "../purchase-orders/purchase-orders.service.ts";
import { offlineStatuses } from "./offline-statuses.service.ts";

type SupplierOrderRow = typeof supplierOrders.$inferSelect;
type PurchaseOrderRow = typeof purchaseOrders.$inferSelect;

/** The secret link's path on the web app (the supplier's page). */
export const supplierPagePath = (token: string) => `/supplier-order/${token}`;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** One history line per changed field, in the name of who changed it. */
export async function addHistory(
  tx: Db,
  {
    order,
    changes,
    who,
    now,
    ids = newId,
  }: {
    order: Pick<SupplierOrderRow, "accountId" | "id">;
    changes: readonly SupplierOrderChange[];
    who: { employeeId: number | null; name: string };
    now: Date;
    ids?: IdSource;
  },
): Promise<void> {
  if (changes.length === 0) return;
  await tx.insert(supplierOrderHistory).values(
    changes.map((change) => ({
      id: ids(),
      accountId: order.accountId,
      supplierOrderId: order.id,
      field: change.field,
      old: change.old,
      new: change.new,
      employeeId: who.employeeId,
      actorName: who.name,
      createdAt: now,
    })),
  );
}

/**
 * What the supplier receives for a purchase order being submitted (inside the submit's transaction):
 * an online supplier's order UNSTARTED with a secret link (answered once, kept hashed), or an offline
 * one at the account's first status. It travels as the order says (calculate shipping); what the order
 * leaves unset is the dealer's default: the supplier's default shipping method (Settings → Suppliers), the
 * delivery address and shipping instructions (Settings → Orders).
 */
export async function createSupplierOrder(
  tx: Db,
  {
    order,
    who,
    now,
    ids = newId,
    makeToken = () => randomBytes(24).toString("base64url"),
  }: {
    order: PurchaseOrderRow;
    who: { employeeId: number | null; name: string };
    now: Date;
    /** The demo seed's deterministic ids and links; random ones otherwise. */
    ids?: IdSource;
    makeToken?: () => string;
  },
): Promise<{ id: string; token: string | null; isOffline: boolean }> {
  const [supplier] = await tx
    .select({
      offlineOnly: manufacturers.offlineOnly,
      shippingMethodId: dealerManufacturers.defaultShippingMethodId,
    })
    .from(manufacturers)
    .leftJoin(
      dealerManufacturers,
      and(
        eq(dealerManufacturers.manufacturerId, manufacturers.id),
        eq(dealerManufacturers.accountId, order.accountId),
      ),
    )
    .where(eq(manufacturers.id, order.manufacturerId));
  const isOffline = supplier?.offlineOnly ?? false;
  // The dealer's delivery address and shipping instructions (Settings → Orders), for what the order leaves unset.
  const [defaults] = await tx
    .select({
      address: dealerSettings.companyDeliveryAddress,
      instructions: dealerSettings.defaultShippingInstructions,
    })
    .from(dealerSettings)
    .where(eq(dealerSettings.accountId, order.accountId));
  const firstStatus = isOffline ? (await offlineStatuses(tx, order.accountId, ids))[0] : undefined;
  const token = isOffline ? null : makeToken();
  const id = ids();
  const row = {
    id,
    accountId: order.accountId,
    purchaseOrderId: order.id,
    manufacturerId: order.manufacturerId,
    isOffline,
    coreStatus: "UNSTARTED" as const,
    offlineStatusId: firstStatus?.id ?? null,
    requiredDate: order.requiredDate,
    shippingAddress: order.shippingAddress ?? defaults?.address ?? "",
    shippingInstructions: order.shippingInstructions ?? defaults?.instructions ?? "",
    shippingMethodId: order.shippingMethodId ?? supplier?.shippingMethodId ?? null,
    linkHash: token ? hashToken(token) : null,
    createdAt: now,
    updatedAt: now,
  };
  await tx.insert(supplierOrders).values(row);
  await addHistory(tx, {
    order: row,
    changes: [{ field: "status", old: null, new: firstStatus?.name ?? "UNSTARTED" }],
    who,
    now,
    ids,
  });
  return { id, token, isOffline };
}

type SupplierBody = z.output<typeof supplierUpdateSchema>;

/** Whether the purchase order was revised and the revision submitted since: then this one is history. */
export async function isSuperseded(db: Db, order: Pick<SupplierOrderRow, "accountId" | "purchaseOrderId">) {
  const [po] = await db
    .select({ tuid: purchaseOrders.tuid, revision: purchaseOrders.revision })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.accountId, order.accountId), eq(purchaseOrders.id, order.purchaseOrderId)));
  if (!po) return false;
  const [newest] = await db
    .select({ revision: max(purchaseOrders.revision) })
    .from(purchaseOrders)
    .innerJoin(
      supplierOrders,
      and(
        eq(supplierOrders.accountId, purchaseOrders.accountId),
        eq(supplierOrders.purchaseOrderId, purchaseOrders.id),
      ),
    )
    .where(and(eq(purchaseOrders.accountId, order.accountId), eq(purchaseOrders.tuid, po.tuid)));
  return (newest?.revision ?? po.revision) > po.revision;
}

/**
 * The supplier's change (its page or its system): status, reference (its acknowledgement), ETA,
 * tracking, freight, shipping instructions; each changed field a history line in the supplier's name.
 */
export async function applySupplierUpdate(
  tx: Db,
  {
    order,
    body,
    who,
    now,
    ids = newId,
  }: { order: SupplierOrderRow; body: SupplierBody; who: string; now: Date; ids?: IdSource },
): Promise<SupplierOrderRow> {
  const problem = supplierChangeProblem(order);
  if (problem) throw new AppError(problem);
  if (await isSuperseded(tx, order)) throw new AppError("PURCHASE_ORDER_NOT_LATEST");
  const changes = supplierOrderChanges(
    {
      status: order.coreStatus,
      reference: order.reference,
      eta: order.eta,
      trackingInformation: order.trackingInformation,
      freight: order.freight,
      shippingInstructions: order.shippingInstructions,
    },
    {
      status: body.coreStatus,
      reference: body.reference,
      eta: body.eta,
      trackingInformation: body.trackingInformation,
      freight: body.freight === null ? null : toMoney(decimal(body.freight)),
      shippingInstructions: body.shippingInstructions,
    },
  );
  if (changes.length === 0) return order;
  const [updated] = await tx
    .update(supplierOrders)
    .set({
      coreStatus: body.coreStatus,
      reference: body.reference,
      acknowledgedAt: order.acknowledgedAt ?? (body.reference ? now : null),
      eta: body.eta,
      trackingInformation: body.trackingInformation,
      freight: body.freight === null ? null : toMoney(decimal(body.freight)),
      shippingInstructions: body.shippingInstructions,
      version: order.version + 1,
      updatedAt: now,
    })
    .where(and(eq(supplierOrders.accountId, order.accountId), eq(supplierOrders.id, order.id)))
    .returning();
  await addHistory(tx, { order, changes, who: { employeeId: null, name: who }, now, ids });
  return updated ?? order;
}

/** The signed-in employee's name, as history lines show it. */
export async function employeeName(db: Db, auth: Auth): Promise<string> {
  return (await employeeNames(db, auth.accountId, [auth.employeeId])).get(auth.employeeId) ?? "";
}

/**
 * Makes the purchase order's supplier order when it is submitted, unless it has one (an offline order
 * reopened and submitted again keeps its own, with its history).
 */
export async function supplierOrderOnSubmit(
  tx: Db,
  auth: Auth,
  order: PurchaseOrderRow,
  now: Date,
): Promise<{ id: string; token: string | null } | null> {
  const [existing] = await tx
    .select({ id: supplierOrders.id })
    .from(supplierOrders)
    .where(and(eq(supplierOrders.accountId, order.accountId), eq(supplierOrders.purchaseOrderId, order.id)));
  if (existing) return null;
  return createSupplierOrder(tx, {
    order,
    who: { employeeId: auth.employeeId, name: await employeeName(tx, auth) },
    now,
  });
}

/**
 * Emails an online supplier what it was sent: the order's PDF and the secret link to its page. A
 * supplier without an email address is left to the dealer (the order page still shows the order).
 */
export async function emailSupplier(
  db: Db,
  deps: { files: FileStore; mailer: Mailer; config: Config },
  { auth, purchaseOrderId, token }: { auth: Auth; purchaseOrderId: string; token: string },
): Promise<void> {
  const order = await getPurchaseOrder(db, auth, purchaseOrderId);
  const [supplier] = await db
    .select({ email: manufacturers.email, name: manufacturers.name })
    .from(manufacturers)
    .where(eq(manufacturers.id, order.manufacturerId));
  if (!supplier?.email) return;
  const [pdf, dealer] = await Promise.all([
    renderPurchaseOrderPdf(db, deps.files, auth, purchaseOrderId),
    dealerOf(db, auth.accountId),
  ]);
  const url = `${deps.config.publicUrl}${supplierPagePath(token)}`;
  await deps.mailer.send({
    to: supplier.email,
    subject: `Purchase order ${order.number} from ${dealer.name}`,
    text: [
      `Hello ${supplier.name},`,
      "",
      `${dealer.name} has sent you purchase order ${order.number}${order.sidemark ? ` (${order.sidemark})` : ""}: ${order.totalQuantity} item(s). The order is attached as a PDF.`,
      "",
      "Acknowledge it with your reference, and keep its status, ETA and tracking up to date, here:",
      url,
      "",
      "Keep this link to yourself: anyone with it can update the order.",
    ].join("\n"),
    attachments: [{ filename: `${order.number}.pdf`, content: pdf, contentType: "application/pdf" }],
  });
}
