// Supplier orders (spec 000 §3 "Manufacturer order", "History entry"; issue 12 "Supplier orders"): made
// when a purchase order is submitted; read by the dealer; tracked by hand for an offline supplier; and
// updated by an online supplier on its secret page or from its own system with an API token.
import { createHash, randomBytes } from "node:crypto";
import type {
  OfflineOrderStatus,
  offlineSupplierOrderSchema,
  SupplierOrder,
  SupplierOrderHistoryEntry,
  SupplierPage,
  supplierUpdateSchema,
} from "@portal/contract";
import {
  decimal,
  offlineChangeProblem,
  purchaseOrderNumber,
  type SupplierOrderChange,
  supplierChangeProblem,
  supplierOrderChanges,
  toMoney,
} from "@portal/domain";
import { and, asc, eq, inArray, max } from "drizzle-orm";
import type { z } from "zod";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { type IdSource, newId } from "../../db/ids.ts";
import {
  dealerManufacturers,
  dealerSettings,
  manufacturers,
  offlineOrderStatuses,
  purchaseOrderLines,
  purchaseOrders,
  shippingMethods,
  supplierOrderHistory,
  supplierOrders,
} from "../../db/schema/index.ts";
import { dealerOf } from "../../platform/dealer.ts";
import { AppError, conflict, notFound, validationFailed } from "../../platform/errors.ts";
import type { FileStore } from "../../platform/files.ts";
import type { Mailer } from "../../platform/mail.ts";
import { employeeNames } from "../../platform/people.ts";
import type { Auth } from "../../platform/session-store.ts";
import { renderPurchaseOrderPdf } from "../purchase-orders/pdf/render-purchase-order-pdf.ts";
import { getPurchaseOrder, type OrderReader, visibleTo } from "../purchase-orders/purchase-orders.service.ts";

type SupplierOrderRow = typeof supplierOrders.$inferSelect;
type PurchaseOrderRow = typeof purchaseOrders.$inferSelect;

/** The statuses an account starts with for orders tracked by hand (Settings → Orders renames them). */
export const defaultOfflineStatusNames = [
  "Awaiting confirmation",
  "Confirmed",
  "In production",
  "Dispatched",
  "Delivered",
] as const;

/** The secret link's path on the web app (the supplier's page). */
export const supplierPagePath = (token: string) => `/supplier-order/${token}`;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The account's offline statuses in order; an account that has none gets the defaults first. */
export async function offlineStatuses(
  db: Db,
  accountId: string,
  ids: IdSource = newId,
): Promise<OfflineOrderStatus[]> {
  const read = () =>
    db
      .select({ id: offlineOrderStatuses.id, name: offlineOrderStatuses.name })
      .from(offlineOrderStatuses)
      .where(and(eq(offlineOrderStatuses.accountId, accountId), eq(offlineOrderStatuses.isArchived, false)))
      .orderBy(asc(offlineOrderStatuses.sortOrder));
  const found = await read();
  if (found.length > 0) return found;
  const [any] = await db
    .select({ id: offlineOrderStatuses.id })
    .from(offlineOrderStatuses)
    .where(eq(offlineOrderStatuses.accountId, accountId))
    .limit(1);
  if (any) return found;
  await db
    .insert(offlineOrderStatuses)
    .values(
      defaultOfflineStatusNames.map((name, index) => ({ id: ids(), accountId, name, sortOrder: index })),
    )
    .onConflictDoNothing();
  return read();
}

async function addHistory(
  tx: Db,
  order: Pick<SupplierOrderRow, "accountId" | "id">,
  changes: readonly SupplierOrderChange[],
  who: { employeeId: number | null; name: string },
  now: Date,
  ids: IdSource = newId,
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
  order: PurchaseOrderRow,
  who: { employeeId: number | null; name: string },
  now: Date,
  /** The demo seed's deterministic ids and links; random ones otherwise. */
  ids: IdSource = newId,
  makeToken: () => string = () => randomBytes(24).toString("base64url"),
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
  await addHistory(
    tx,
    row,
    [{ field: "status", old: null, new: firstStatus?.name ?? "UNSTARTED" }],
    who,
    now,
    ids,
  );
  return { id, token, isOffline };
}

/** A supplier order as the spec shows it, with its purchase order's lines. */
export async function viewOf(db: Db, row: SupplierOrderRow): Promise<SupplierOrder> {
  const [parts] = await db
    .select({
      order: purchaseOrders,
      supplierName: manufacturers.name,
      statusName: offlineOrderStatuses.name,
      methodName: shippingMethods.name,
    })
    .from(supplierOrders)
    .innerJoin(
      purchaseOrders,
      and(
        eq(purchaseOrders.accountId, supplierOrders.accountId),
        eq(purchaseOrders.id, supplierOrders.purchaseOrderId),
      ),
    )
    .innerJoin(manufacturers, eq(manufacturers.id, supplierOrders.manufacturerId))
    .leftJoin(
      offlineOrderStatuses,
      and(
        eq(offlineOrderStatuses.accountId, supplierOrders.accountId),
        eq(offlineOrderStatuses.id, supplierOrders.offlineStatusId),
      ),
    )
    .leftJoin(shippingMethods, eq(shippingMethods.id, supplierOrders.shippingMethodId))
    .where(and(eq(supplierOrders.accountId, row.accountId), eq(supplierOrders.id, row.id)));
  if (!parts) throw notFound();
  const lines = await db
    .select()
    .from(purchaseOrderLines)
    .where(
      and(
        eq(purchaseOrderLines.accountId, row.accountId),
        eq(purchaseOrderLines.orderId, row.purchaseOrderId),
      ),
    )
    .orderBy(asc(purchaseOrderLines.sortOrder));
  const { order } = parts;
  return {
    id: row.id,
    manufacturerId: row.manufacturerId,
    reference: row.reference,
    freight: row.freight,
    eta: row.eta,
    shippingInstructions: row.shippingInstructions,
    trackingInformation: row.trackingInformation,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
    orderStatusId: row.offlineStatusId,
    customerNotes: order.notes,
    notes: row.notes,
    isOffline: row.isOffline,
    version: row.version,
    context: {
      orderStatus: {
        id: row.offlineStatusId,
        name: parts.statusName ?? row.coreStatus,
        coreStatus: row.coreStatus,
      },
      requiredDate: row.requiredDate,
      shippingAddress: row.shippingAddress,
      shippingMethod:
        row.shippingMethodId !== null && parts.methodName !== null
          ? { id: row.shippingMethodId, name: parts.methodName }
          : null,
      purchaseOrder: {
        id: order.id,
        number: purchaseOrderNumber(order.tuid, order.revision),
        sidemark: order.sidemark,
      },
      supplier: { id: row.manufacturerId, name: parts.supplierName },
      orderLines: lines.map((line) => ({
        id: line.id,
        externalOrderLineId: null,
        manufacturerOrderId: row.id,
        productName: line.productName,
        windowGroupName: line.windowGroupName,
        configuration: line.configuration,
        notes: line.notes,
        quantity: line.quantity,
        sellPrice: line.cost,
      })),
    },
  };
}

/** The supplier order of a purchase order the caller may see (404 otherwise), optionally locked. */
async function findForDealer(
  db: Db,
  auth: Auth,
  purchaseOrderId: string,
  supplierOrderId: string,
  lock = false,
) {
  const query = db
    .select({ row: supplierOrders })
    .from(supplierOrders)
    .innerJoin(
      purchaseOrders,
      and(
        eq(purchaseOrders.accountId, supplierOrders.accountId),
        eq(purchaseOrders.id, supplierOrders.purchaseOrderId),
      ),
    )
    .where(
      and(
        visibleTo(auth),
        eq(supplierOrders.id, supplierOrderId),
        eq(supplierOrders.purchaseOrderId, purchaseOrderId),
      ),
    );
  const [found] = lock ? await query.for("update", { of: supplierOrders }) : await query;
  if (!found) throw notFound();
  return found.row;
}

export async function getSupplierOrder(
  db: Db,
  auth: Auth,
  purchaseOrderId: string,
  supplierOrderId: string,
): Promise<SupplierOrder> {
  return viewOf(db, await findForDealer(db, auth, purchaseOrderId, supplierOrderId));
}

export async function getSupplierOrderHistory(
  db: Db,
  auth: Auth,
  purchaseOrderId: string,
  supplierOrderId: string,
): Promise<SupplierOrderHistoryEntry[]> {
  const order = await findForDealer(db, auth, purchaseOrderId, supplierOrderId);
  const rows = await db
    .select()
    .from(supplierOrderHistory)
    .where(
      and(
        eq(supplierOrderHistory.accountId, order.accountId),
        eq(supplierOrderHistory.supplierOrderId, order.id),
      ),
    )
    .orderBy(asc(supplierOrderHistory.createdAt), asc(supplierOrderHistory.id));
  return rows.map((row) => ({
    id: row.id,
    field: row.field,
    old: row.old,
    new: row.new,
    createdAt: row.createdAt.toISOString(),
    createdByName: row.actorName,
  }));
}

/** Names of a status and a shipping method as the history shows them. */
async function namesOf(
  db: Db,
  accountId: string,
  statusIds: (string | null)[],
  methodIds: (number | null)[],
) {
  const statuses = statusIds.filter((id): id is string => id !== null);
  const methods = methodIds.filter((id): id is number => id !== null);
  const [statusRows, methodRows] = await Promise.all([
    statuses.length
      ? db
          .select({ id: offlineOrderStatuses.id, name: offlineOrderStatuses.name })
          .from(offlineOrderStatuses)
          .where(
            and(eq(offlineOrderStatuses.accountId, accountId), inArray(offlineOrderStatuses.id, statuses)),
          )
      : [],
    methods.length
      ? db
          .select({ id: shippingMethods.id, name: shippingMethods.name })
          .from(shippingMethods)
          .where(inArray(shippingMethods.id, methods))
      : [],
  ]);
  return {
    status: (id: string | null) => statusRows.find((row) => row.id === id)?.name ?? null,
    method: (id: number | null) => methodRows.find((row) => row.id === id)?.name ?? null,
  };
}

type OfflineBody = z.output<typeof offlineSupplierOrderSchema>;

/** The dealer's staff track an offline supplier's order by hand; each changed field is a history line. */
export async function updateOfflineSupplierOrder(
  db: Db,
  auth: Auth,
  ids: { purchaseOrderId: string; supplierOrderId: string },
  body: OfflineBody,
  who: { name: string },
  now: Date,
): Promise<SupplierOrder> {
  const row = await db.transaction(async (tx) => {
    const order = await findForDealer(tx, auth, ids.purchaseOrderId, ids.supplierOrderId, true);
    const problem = offlineChangeProblem(order);
    if (problem) throw new AppError(409, problem);
    if (order.version !== body.version) throw conflict();
    // An active status, or the one the order has (it may have been archived since: it stays on the order).
    const statuses = await offlineStatuses(tx, auth.accountId);
    if (
      body.orderStatusId !== order.offlineStatusId &&
      !statuses.some((status) => status.id === body.orderStatusId)
    ) {
      throw validationFailed({ orderStatusId: ["UNKNOWN_ORDER_STATUS"] });
    }
    if (body.shippingMethodId !== null && body.shippingMethodId !== order.shippingMethodId) {
      const [method] = await tx
        .select({ id: shippingMethods.id })
        .from(shippingMethods)
        .where(
          and(
            eq(shippingMethods.id, body.shippingMethodId),
            eq(shippingMethods.manufacturerId, order.manufacturerId),
          ),
        );
      if (!method) throw validationFailed({ shippingMethodId: ["UNKNOWN_SHIPPING_METHOD"] });
    }
    const names = await namesOf(
      tx,
      auth.accountId,
      [order.offlineStatusId, body.orderStatusId],
      [order.shippingMethodId, body.shippingMethodId],
    );
    const changes = supplierOrderChanges(
      {
        status: names.status(order.offlineStatusId),
        reference: order.reference,
        eta: order.eta,
        trackingInformation: order.trackingInformation,
        requiredDate: order.requiredDate,
        shippingAddress: order.shippingAddress,
        shippingMethod: names.method(order.shippingMethodId),
        notes: order.notes,
      },
      {
        status: names.status(body.orderStatusId),
        reference: body.reference,
        eta: body.eta,
        trackingInformation: body.trackingInformation,
        requiredDate: body.requiredDate,
        shippingAddress: body.shippingAddress,
        shippingMethod: names.method(body.shippingMethodId),
        notes: body.notes,
      },
    );
    const [updated] = await tx
      .update(supplierOrders)
      .set({
        offlineStatusId: body.orderStatusId,
        reference: body.reference,
        eta: body.eta,
        trackingInformation: body.trackingInformation,
        notes: body.notes,
        requiredDate: body.requiredDate,
        shippingAddress: body.shippingAddress,
        shippingMethodId: body.shippingMethodId,
        version: order.version + 1,
        updatedAt: now,
      })
      .where(and(eq(supplierOrders.accountId, auth.accountId), eq(supplierOrders.id, order.id)))
      .returning();
    await addHistory(tx, order, changes, { employeeId: auth.employeeId, name: who.name }, now);
    return updated ?? order;
  });
  return viewOf(db, row);
}

type SupplierBody = z.output<typeof supplierUpdateSchema>;

/** Whether the purchase order was revised and the revision submitted since: then this one is history. */
async function isSuperseded(db: Db, order: Pick<SupplierOrderRow, "accountId" | "purchaseOrderId">) {
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
  order: SupplierOrderRow,
  body: SupplierBody,
  who: string,
  now: Date,
  ids: IdSource = newId,
): Promise<SupplierOrderRow> {
  const problem = supplierChangeProblem(order);
  if (problem) throw new AppError(409, problem);
  if (await isSuperseded(tx, order)) throw new AppError(409, "PURCHASE_ORDER_NOT_LATEST");
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
  await addHistory(tx, order, changes, { employeeId: null, name: who }, now, ids);
  return updated ?? order;
}

async function pageOf(db: Db, row: SupplierOrderRow): Promise<SupplierPage> {
  const [po] = await db
    .select()
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.accountId, row.accountId), eq(purchaseOrders.id, row.purchaseOrderId)));
  if (!po) throw notFound();
  const [order, superseded, dealer] = await Promise.all([
    viewOf(db, row),
    isSuperseded(db, row),
    dealerOf(db, row.accountId),
  ]);
  return {
    dealer: { name: dealer.name },
    order,
    purchaseOrder: {
      number: purchaseOrderNumber(po.tuid, po.revision),
      sidemark: po.sidemark,
      notes: po.notes,
      requiredDate: po.requiredDate,
      submittedAt: po.submittedAt?.toISOString() ?? null,
      totalCost: po.totalCost,
      totalQuantity: po.totalQuantity,
    },
    isSuperseded: superseded,
  };
}

/** The online order a secret link opens (404 for an unknown or offline one). */
async function findByLink(db: Db, token: string, lock = false): Promise<SupplierOrderRow> {
  const query = db
    .select()
    .from(supplierOrders)
    .where(eq(supplierOrders.linkHash, hashToken(token)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound();
  return row;
}

export async function getSupplierPage(db: Db, token: string): Promise<SupplierPage> {
  return pageOf(db, await findByLink(db, token));
}

export async function updateSupplierPage(
  db: Db,
  token: string,
  body: SupplierBody,
  now: Date,
): Promise<SupplierPage> {
  const row = await db.transaction(async (tx) => {
    const order = await findByLink(tx, token, true);
    const [supplier] = await tx
      .select({ name: manufacturers.name })
      .from(manufacturers)
      .where(eq(manufacturers.id, order.manufacturerId));
    return applySupplierUpdate(tx, order, body, `${supplier?.name ?? "Supplier"} (supplier page)`, now);
  });
  return pageOf(db, row);
}

/** The supplier reading its own orders: it sees those marked private to it, as its representatives do. */
export function supplierReader(accountId: string): OrderReader {
  return { accountId, employeeType: "MANUFACTURER" };
}

/** The purchase order a secret link opens, for its PDF. */
export async function purchaseOrderOfLink(
  db: Db,
  token: string,
): Promise<{ accountId: string; purchaseOrderId: string }> {
  const row = await findByLink(db, token);
  return { accountId: row.accountId, purchaseOrderId: row.purchaseOrderId };
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
  return createSupplierOrder(
    tx,
    order,
    { employeeId: auth.employeeId, name: await employeeName(tx, auth) },
    now,
  );
}

/**
 * Emails an online supplier what it was sent: the order's PDF and the secret link to its page. A
 * supplier without an email address is left to the dealer (the order page still shows the order).
 */
export async function emailSupplier(
  db: Db,
  deps: { files: FileStore; mailer: Mailer; config: Config },
  auth: Auth,
  purchaseOrderId: string,
  token: string,
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
