// The dealer's side of a supplier order (issue 12 "Supplier orders"): read it and its history from the
// purchase order, and track an offline supplier's order by hand.
import type { offlineSupplierOrderSchema, SupplierOrder, SupplierOrderHistoryEntry } from "@portal/contract";
import { offlineChangeProblem, supplierOrderChanges } from "@portal/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import {
  offlineOrderStatuses,
  purchaseOrders,
  shippingMethods,
  supplierOrderHistory,
  supplierOrders,
} from "../../db/schema/index.ts";
import { AppError, conflict, notFound, validationFailed } from "../../platform/errors.ts";
import type { Auth } from "../../platform/session-store.ts";
import { visibleTo } from "../purchase-orders/purchase-orders.service.ts";
import { refuseUnknownShippingMethod } from "../settings/supplier-shipping.ts";
import { offlineStatuses } from "./offline-statuses.service.ts";
import { viewOf } from "./supplier-order-view.ts";
import { addHistory } from "./supplier-orders.service.ts";

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
  {
    auth,
    ids,
    body,
    who,
    now,
  }: {
    auth: Auth;
    ids: { purchaseOrderId: string; supplierOrderId: string };
    body: OfflineBody;
    who: { name: string };
    now: Date;
  },
): Promise<SupplierOrder> {
  const row = await db.transaction(async (tx) => {
    const order = await findForDealer(tx, auth, ids.purchaseOrderId, ids.supplierOrderId, true);
    const problem = offlineChangeProblem(order);
    if (problem) throw new AppError(problem);
    if (order.version !== body.version) throw conflict();
    // An active status, or the one the order has (it may have been archived since: it stays on the order).
    const statuses = await offlineStatuses(tx, auth.accountId);
    if (
      body.orderStatusId !== order.offlineStatusId &&
      !statuses.some((status) => status.id === body.orderStatusId)
    ) {
      throw validationFailed({ orderStatusId: ["UNKNOWN_ORDER_STATUS"] });
    }
    // The method it has stays acceptable even if the supplier has since dropped it.
    if (body.shippingMethodId !== order.shippingMethodId)
      await refuseUnknownShippingMethod(tx, order.manufacturerId, body.shippingMethodId, "shippingMethodId");
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
    await addHistory(tx, { order, changes, who: { employeeId: auth.employeeId, name: who.name }, now });
    return updated ?? order;
  });
  return viewOf(db, row);
}
