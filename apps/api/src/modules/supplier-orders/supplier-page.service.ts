// The supplier's page (issue 12 "Supplier orders"): an online supplier opens its order by the secret
// link it was emailed (the token is the only key), reads it and its PDF, and updates it.
import type { SupplierPage, supplierUpdateSchema } from "@portal/contract";
import { purchaseOrderNumber } from "@portal/domain";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { manufacturers, purchaseOrders, supplierOrders } from "../../db/schema/index.ts";
import { dealerOf } from "../../platform/dealer.ts";
import { notFound } from "../../platform/errors.ts";
import type { OrderReader } from "../purchase-orders/purchase-orders.service.ts";
import { viewOf } from "./supplier-order-view.ts";
import { applySupplierUpdate, hashToken, isSuperseded } from "./supplier-orders.service.ts";

type SupplierOrderRow = typeof supplierOrders.$inferSelect;
type SupplierBody = z.output<typeof supplierUpdateSchema>;

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
    return applySupplierUpdate(tx, {
      order,
      body,
      who: `${supplier?.name ?? "Supplier"} (supplier page)`,
      now,
    });
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
