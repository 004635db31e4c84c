// A supplier order as the spec shows it (spec 000 §3 "Manufacturer order"), with its purchase order's
// lines: the one mapping from rows to the view the dealer, the supplier's page and its API all answer.
import type { SupplierOrder } from "@portal/contract";
import { purchaseOrderNumber } from "@portal/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  manufacturers,
  offlineOrderStatuses,
  purchaseOrderLines,
  purchaseOrders,
  shippingMethods,
  supplierOrders,
} from "../../db/schema/index.ts";
import { notFound } from "../../platform/errors.ts";

type SupplierOrderRow = typeof supplierOrders.$inferSelect;
type LineRow = typeof purchaseOrderLines.$inferSelect;

export async function viewOf(db: Db, row: SupplierOrderRow): Promise<SupplierOrder> {
  const [view] = await viewsOf(db, row.accountId, [row]);
  if (!view) throw notFound();
  return view;
}

/**
 * The views of one account's supplier orders, in the rows' order, in two queries however many there are
 * (404 if one has gone).
 */
export async function viewsOf(
  db: Db,
  accountId: string,
  rows: readonly SupplierOrderRow[],
): Promise<SupplierOrder[]> {
  if (rows.length === 0) return [];
  const [found, lines] = await Promise.all([
    db
      .select({
        id: supplierOrders.id,
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
      .where(
        and(
          eq(supplierOrders.accountId, accountId),
          inArray(
            supplierOrders.id,
            rows.map((row) => row.id),
          ),
        ),
      ),
    db
      .select()
      .from(purchaseOrderLines)
      .where(
        and(
          eq(purchaseOrderLines.accountId, accountId),
          inArray(
            purchaseOrderLines.orderId,
            rows.map((row) => row.purchaseOrderId),
          ),
        ),
      )
      .orderBy(asc(purchaseOrderLines.sortOrder)),
  ]);
  const partsOf = new Map(found.map((parts) => [parts.id, parts]));
  const linesOf = new Map<string, LineRow[]>();
  for (const line of lines) {
    const ofOrder = linesOf.get(line.orderId);
    if (ofOrder) ofOrder.push(line);
    else linesOf.set(line.orderId, [line]);
  }
  return rows.map((row) => {
    const parts = partsOf.get(row.id);
    if (!parts) throw notFound();
    return toView(row, parts, linesOf.get(row.purchaseOrderId) ?? []);
  });
}

function toView(
  row: SupplierOrderRow,
  parts: {
    order: typeof purchaseOrders.$inferSelect;
    supplierName: string;
    statusName: string | null;
    methodName: string | null;
  },
  lines: readonly LineRow[],
): SupplierOrder {
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
