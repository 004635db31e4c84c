// Supplier (manufacturer) orders (spec 000 §3 "Manufacturer order", §4 "Core supplier order status";
// DOMAIN.md "Quotes, payments, orders"): what a supplier received when a purchase order was submitted,
// and how it is tracked. An online supplier moves the core status and adds its reference, ETA and
// tracking (on its page or through the API); an offline one is tracked by hand with the account's own
// status names.

export const coreSupplierOrderStatuses = [
  "UNSTARTED",
  "IN_PROGRESS",
  "ON_HOLD",
  "COMPLETED",
  "CANCELLED",
] as const;
export type CoreSupplierOrderStatus = (typeof coreSupplierOrderStatuses)[number];

export const supplierOrderRefusalCodes = ["SUPPLIER_ORDER_CLOSED", "SUPPLIER_ORDER_ONLINE"] as const;
export type SupplierOrderRefusalCode = (typeof supplierOrderRefusalCodes)[number];

/** A completed or cancelled supplier order is closed: nothing about it changes any more. */
export function isSupplierOrderClosed(status: CoreSupplierOrderStatus): boolean {
  return status === "COMPLETED" || status === "CANCELLED";
}

/** Why the supplier cannot change its order now, or null. */
export function supplierChangeProblem(order: {
  coreStatus: CoreSupplierOrderStatus;
}): SupplierOrderRefusalCode | null {
  return isSupplierOrderClosed(order.coreStatus) ? "SUPPLIER_ORDER_CLOSED" : null;
}

/** Why the dealer's staff cannot track the order by hand, or null: only an offline supplier's order is theirs to track. */
export function offlineChangeProblem(order: { isOffline: boolean }): SupplierOrderRefusalCode | null {
  return order.isOffline ? null : "SUPPLIER_ORDER_ONLINE";
}

/** One line of an order's history (spec "History entry"): which field went from what to what. */
export type SupplierOrderChange = { field: string; old: string | null; new: string | null };

/**
 * The history lines a change makes: one per field whose shown value differs, in the order the fields
 * are given. Values are compared as the history shows them (text, or null for empty).
 */
export function supplierOrderChanges<Field extends string>(
  before: Record<Field, string | null>,
  after: Partial<Record<Field, string | null>>,
): SupplierOrderChange[] {
  const changes: SupplierOrderChange[] = [];
  for (const field of Object.keys(after) as Field[]) {
    const next = after[field];
    if (next === undefined) continue;
    const shown = next === "" ? null : next;
    const was = before[field] === "" ? null : before[field];
    if (shown !== was) changes.push({ field, old: was, new: shown });
  }
  return changes;
}
