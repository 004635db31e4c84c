// Reading and guarding one purchase order for a change, and the totals and version every change keeps.
import type { PurchaseOrderRefusalCode } from "@portal/domain";
import { and, eq, max, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { purchaseOrderLines, purchaseOrders } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../platform/errors.ts";
import type { Auth } from "../../platform/session-store.ts";
import { visibleTo } from "./purchase-orders.service.ts";

export type OrderRow = typeof purchaseOrders.$inferSelect;

export function refuse(code: PurchaseOrderRefusalCode): never {
  throw new AppError(code);
}

/** The order's row as the caller may see it (404 otherwise), for a call that changes nothing. */
export async function findOrder(db: Db, auth: Auth, orderId: string): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(purchaseOrders)
    .where(and(visibleTo(auth), eq(purchaseOrders.id, orderId)));
  if (!order) throw notFound();
  return order;
}

/** The order's row, locked for the transaction, with whether it is its number's newest revision. */
export async function lockOrder(tx: Db, auth: Auth, orderId: string) {
  const [order] = await tx
    .select()
    .from(purchaseOrders)
    .where(and(visibleTo(auth), eq(purchaseOrders.id, orderId)))
    .for("update");
  if (!order) throw notFound();
  const [family] = await tx
    .select({ newest: max(purchaseOrders.revision) })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.accountId, auth.accountId), eq(purchaseOrders.tuid, order.tuid)));
  return { ...order, isLatestRevision: (family?.newest ?? order.revision) === order.revision };
}

const ofOrder = (order: Pick<OrderRow, "accountId" | "id">) =>
  and(eq(purchaseOrders.accountId, order.accountId), eq(purchaseOrders.id, order.id));

/** Keeps the stored totals (lists, dashboard) in step with the lines; bumps the version, as every change does. */
export async function touch(
  tx: Db,
  order: Pick<OrderRow, "accountId" | "id">,
  now: Date,
  set: Partial<OrderRow> = {},
) {
  const lines = and(
    eq(purchaseOrderLines.accountId, order.accountId),
    eq(purchaseOrderLines.orderId, purchaseOrders.id),
  );
  await tx
    .update(purchaseOrders)
    .set({
      ...set,
      totalCost: sql`(select coalesce(sum(${purchaseOrderLines.cost}), 0) from ${purchaseOrderLines} where ${lines})`,
      totalQuantity: sql`(select coalesce(sum(${purchaseOrderLines.quantity}), 0) from ${purchaseOrderLines} where ${lines})`,
      version: sql`${purchaseOrders.version} + 1`,
      updatedAt: now,
    })
    .where(ofOrder(order));
}
