// Purchase orders (spec 000 §3 "Purchase order", §4 "Quote conversion"; issue 12): the list, one order,
// and converting an accepted quote. The rules are the domain's (packages/domain purchasing).
import type { OrderLine, PurchaseOrder, PurchaseOrderFilters, PurchaseOrderListItem } from "@portal/contract";
import {
  isPurchaseOrderReadOnly,
  purchaseOrderNumber,
  seesPrivatePurchaseOrders,
  sumMoney,
} from "@portal/domain";
import { and, asc, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { likePattern } from "../../db/like.ts";
import {
  deals,
  manufacturers,
  offlineOrderStatuses,
  purchaseOrderLines,
  purchaseOrders,
  shippingMethods,
  supplierOrders,
  workflows,
} from "../../db/schema/index.ts";
import { together } from "../../db/together.ts";
import { isRealDay, onAccountDays } from "../../platform/account-time-zone.ts";
import { notFound, validationFailed } from "../../platform/errors.ts";
import { employeeNames, personRef } from "../../platform/people.ts";
import type { Auth } from "../../platform/session-store.ts";

type OrderRow = typeof purchaseOrders.$inferSelect;
type LineRow = typeof purchaseOrderLines.$inferSelect;
type DealRef = { id: string; tuid: number; name: string; workflowSlug: string };

const listColumns = {
  order: purchaseOrders,
  deal: { id: deals.id, tuid: deals.tuid, name: deals.name, workflowSlug: workflows.slug },
};

/** Who reads orders: a signed-in employee, or the supplier itself (its page, its PDF). */
export type OrderReader = Pick<Auth, "accountId" | "employeeType">;

/** What the caller may see of the account's orders: private ones only for those who see them. */
export function visibleTo(auth: OrderReader): SQL | undefined {
  const account = eq(purchaseOrders.accountId, auth.accountId);
  return seesPrivatePurchaseOrders(auth.employeeType)
    ? account
    : and(account, eq(purchaseOrders.isManufacturerPrivate, false));
}

/** The left-joined deal's columns as its reference, or null for an order without a deal. */
function dealRefOf(deal: { [K in keyof DealRef]: DealRef[K] | null }): DealRef | null {
  const { id, tuid, name, workflowSlug } = deal;
  return id !== null && tuid !== null && name !== null && workflowSlug !== null
    ? { id, tuid, name, workflowSlug }
    : null;
}

export function listItemOf(order: OrderRow, deal: DealRef | null): PurchaseOrderListItem {
  return {
    id: order.id,
    tuid: order.tuid,
    number: purchaseOrderNumber(order.tuid, order.revision),
    revision: order.revision,
    manufacturerId: order.manufacturerId,
    sidemark: order.sidemark,
    status: order.status,
    isArchived: order.isArchived,
    isReadOnly: isPurchaseOrderReadOnly(order),
    isManufacturerPrivate: order.isManufacturerPrivate,
    totalCost: order.totalCost,
    totalQuantity: order.totalQuantity,
    requiredDate: order.requiredDate,
    deal,
    createdAt: order.createdAt.toISOString(),
  };
}

function searchCondition(search: string): SQL | undefined {
  const pattern = likePattern(search);
  // "87" or "PO-87" (or "PO-87-R2") also finds the order by its number.
  const number = /^(?:po-?)?(\d{1,9})(?:-r\d+)?$/i.exec(search)?.[1];
  return or(
    ilike(purchaseOrders.sidemark, pattern),
    ilike(sql`${purchaseOrders.customerDetails}->>'name'`, pattern),
    ...(number === undefined ? [] : [eq(purchaseOrders.tuid, Number(number))]),
  );
}

/** The account's orders, newest first: created between `from` and `to` (days in the account's time zone). */
export async function listPurchaseOrders(
  db: Db,
  auth: Auth,
  query: PurchaseOrderFilters,
): Promise<PurchaseOrderListItem[]> {
  for (const field of ["from", "to"] as const) {
    const day = query[field];
    if (day && !isRealDay(day)) throw validationFailed({ [field]: "INVALID_FORMAT" });
  }
  const conditions: (SQL | undefined)[] = [
    visibleTo(auth),
    eq(purchaseOrders.isArchived, query.archived === "true"),
    onAccountDays(purchaseOrders.createdAt, auth.accountId, query),
  ];
  if (query.status) conditions.push(eq(purchaseOrders.status, query.status));
  if (query.manufacturerId) conditions.push(eq(purchaseOrders.manufacturerId, query.manufacturerId));
  if (query.dealId) conditions.push(eq(purchaseOrders.dealId, query.dealId));
  if (query.quoteId) conditions.push(eq(purchaseOrders.quoteId, query.quoteId));
  if (query.search) conditions.push(searchCondition(query.search));
  const rows = await db
    .select(listColumns)
    .from(purchaseOrders)
    .leftJoin(deals, and(eq(deals.accountId, purchaseOrders.accountId), eq(deals.id, purchaseOrders.dealId)))
    .leftJoin(workflows, and(eq(workflows.accountId, deals.accountId), eq(workflows.id, deals.workflowId)))
    .where(and(...conditions))
    .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.tuid), desc(purchaseOrders.revision))
    .limit(query.limit);
  return rows.map((row) => listItemOf(row.order, dealRefOf(row.deal)));
}

function lineView(line: LineRow): PurchaseOrder["context"]["orderLines"][number] {
  return {
    id: line.id,
    productId: line.productId,
    product: { name: line.productName, brandName: line.brandName, categoryName: line.categoryName },
    windowGroupName: line.windowGroupName,
    configuration: line.configuration,
    choices: line.choices,
    quantity: line.quantity,
    unitCostPrice: line.unitCost,
    costPrice: line.cost,
    notes: line.notes,
  };
}

export async function getPurchaseOrder(db: Db, auth: OrderReader, orderId: string): Promise<PurchaseOrder> {
  const [row] = await db
    .select({
      ...listColumns,
      supplier: { id: manufacturers.id, name: manufacturers.name, isOffline: manufacturers.offlineOnly },
      shippingMethod: { id: shippingMethods.id, name: shippingMethods.name },
    })
    .from(purchaseOrders)
    .innerJoin(manufacturers, eq(manufacturers.id, purchaseOrders.manufacturerId))
    .leftJoin(shippingMethods, eq(shippingMethods.id, purchaseOrders.shippingMethodId))
    .leftJoin(deals, and(eq(deals.accountId, purchaseOrders.accountId), eq(deals.id, purchaseOrders.dealId)))
    .leftJoin(workflows, and(eq(workflows.accountId, deals.accountId), eq(workflows.id, deals.workflowId)))
    .where(and(visibleTo(auth), eq(purchaseOrders.id, orderId)));
  if (!row) throw notFound();
  const { order } = row;
  const [lines, family, names, supplied] = await together(db, [
    () =>
      db
        .select()
        .from(purchaseOrderLines)
        .where(
          and(eq(purchaseOrderLines.accountId, auth.accountId), eq(purchaseOrderLines.orderId, order.id)),
        )
        .orderBy(asc(purchaseOrderLines.sortOrder)),
    // Every revision of the order's number: its parent and the newest are among them.
    () =>
      db
        .select({ id: purchaseOrders.id, tuid: purchaseOrders.tuid, revision: purchaseOrders.revision })
        .from(purchaseOrders)
        .where(and(eq(purchaseOrders.accountId, auth.accountId), eq(purchaseOrders.tuid, order.tuid))),
    () => employeeNames(db, auth.accountId, [order.salesRepEmployeeId]),
    () =>
      db
        .select({
          id: supplierOrders.id,
          isOffline: supplierOrders.isOffline,
          coreStatus: supplierOrders.coreStatus,
          statusName: offlineOrderStatuses.name,
        })
        .from(supplierOrders)
        .leftJoin(
          offlineOrderStatuses,
          and(
            eq(offlineOrderStatuses.accountId, supplierOrders.accountId),
            eq(offlineOrderStatuses.id, supplierOrders.offlineStatusId),
          ),
        )
        .where(
          and(eq(supplierOrders.accountId, auth.accountId), eq(supplierOrders.purchaseOrderId, order.id)),
        ),
  ]);
  const [supplierOrder] = supplied;
  const ref = (found: { id: string; tuid: number; revision: number }) => ({
    id: found.id,
    number: purchaseOrderNumber(found.tuid, found.revision),
  });
  const parent = family.find((other) => other.id === order.parentOrderId);
  const latest = family.reduce((newest, other) => (other.revision > newest.revision ? other : newest), order);
  return {
    ...listItemOf(order, dealRefOf(row.deal)),
    externalId: null,
    isPurchase: true,
    isQuote: false,
    quoteId: order.quoteId,
    supplier: row.supplier,
    salesRep: personRef(names, order.salesRepEmployeeId),
    customerDetails: order.customerDetails,
    notes: order.notes,
    shipping: {
      method: row.shippingMethod,
      address: order.shippingAddress,
      instructions: order.shippingInstructions,
    },
    submittedAt: order.submittedAt?.toISOString() ?? null,
    version: order.version,
    context: {
      parentOrder: parent ? ref(parent) : null,
      latestRevision: ref(latest),
      supplierOrder: supplierOrder
        ? { ...supplierOrder, statusName: supplierOrder.statusName ?? supplierOrder.coreStatus }
        : null,
      orderLines: lines.map(lineView),
    },
  };
}

export type NewPurchaseOrder = Omit<typeof purchaseOrders.$inferInsert, "totalCost" | "totalQuantity">;

/**
 * Inserts an order with a copy of each quote line (product names, configuration, choices, quantity,
 * cost, notes) and the totals they make: the conversion's and the demo seed's one way to make an order.
 */
export async function insertPurchaseOrder(
  tx: Db,
  ids: () => string,
  values: NewPurchaseOrder,
  lines: readonly OrderLine[],
): Promise<OrderRow> {
  const [order] = await tx
    .insert(purchaseOrders)
    .values({
      ...values,
      totalCost: sumMoney(lines.map((line) => line.costPrice)),
      totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    })
    .returning();
  if (!order) throw new Error("the purchase order was not made");
  if (lines.length > 0) {
    await tx.insert(purchaseOrderLines).values(
      lines.map((line, index) => ({
        id: ids(),
        accountId: order.accountId,
        orderId: order.id,
        productId: line.context.product.id,
        productName: line.context.product.name,
        brandName: line.context.product.brandName,
        categoryName: line.context.product.categoryName,
        windowGroupName: line.windowGroupName,
        configuration: line.context.configuration,
        choices: line.context.choices,
        quantity: line.quantity,
        unitCost: line.unitCostPrice,
        cost: line.costPrice,
        notes: line.notes,
        sortOrder: index,
      })),
    );
  }
  return order;
}
