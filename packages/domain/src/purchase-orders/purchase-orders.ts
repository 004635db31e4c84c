// Purchase orders (spec 000 §3 "Purchase order", §4 "Quote conversion", "Purchase order"; DOMAIN.md
// "Quotes, payments, orders"): the rules the Purchasing screens offer and the API enforces, as codes.
import { type DecimalString, decimal, toMoney } from "../pricing/money.ts";
import { isQuoteConvertible } from "../quotes/quote-state.ts";

export const purchaseOrderStatuses = ["OPEN", "SUBMITTED"] as const;
export type PurchaseOrderStatus = (typeof purchaseOrderStatuses)[number];

export const purchaseOrderRefusalCodes = [
  "QUOTE_NOT_ACCEPTED",
  "PURCHASE_ORDER_NOT_LATEST",
  "QUOTE_HAS_NO_LINES_FOR_SUPPLIER",
  "PURCHASE_ORDER_READ_ONLY",
  "PURCHASE_ORDER_EMPTY",
  "PURCHASE_ORDER_NOT_SUBMITTED",
  "PURCHASE_ORDER_NOT_REOPENABLE",
] as const;
export type PurchaseOrderRefusalCode = (typeof purchaseOrderRefusalCodes)[number];

/** "PO-87"; a revision of it "PO-87-R2" (the original is its first revision). */
export function purchaseOrderNumber(tuid: number, revision: number): string {
  return revision > 1 ? `PO-${tuid}-R${revision}` : `PO-${tuid}`;
}

export type PurchaseOrderState = { status: PurchaseOrderStatus; isArchived: boolean };
/** An order with whether it is the newest revision of its number (an older one is history). */
export type RevisedOrderState = PurchaseOrderState & { isLatestRevision: boolean };

/** A submitted or archived order is locked: no edit, clone or delete is offered or taken. */
export function isPurchaseOrderReadOnly(order: PurchaseOrderState): boolean {
  return order.status === "SUBMITTED" || order.isArchived;
}

/** Why the order's details or lines cannot change in place now, or null. */
export function purchaseOrderChangeProblem(order: PurchaseOrderState): PurchaseOrderRefusalCode | null {
  return isPurchaseOrderReadOnly(order) ? "PURCHASE_ORDER_READ_ONLY" : null;
}

/**
 * How an edit of the order's details is taken (spec 000 §4 "Purchase order"): in place while it is open;
 * as a new revision (PO-87-R2, open, a copy with the edit) once it was submitted, because the supplier
 * has the submitted one. Only the newest revision of a number changes, and never while archived.
 */
export function editOutcome(
  order: RevisedOrderState,
): "IN_PLACE" | "NEW_REVISION" | PurchaseOrderRefusalCode {
  if (order.isArchived) return "PURCHASE_ORDER_READ_ONLY";
  if (!order.isLatestRevision) return "PURCHASE_ORDER_NOT_LATEST";
  return order.status === "OPEN" ? "IN_PLACE" : "NEW_REVISION";
}

/** Why the order cannot be cloned now, or null: read-only orders hide clone (spec 000 §4). */
export function cloneProblem(order: PurchaseOrderState): PurchaseOrderRefusalCode | null {
  return purchaseOrderChangeProblem(order);
}

/** A line's cost: its unit cost (four places) times its quantity, to the cent. */
export function purchaseOrderLineCost(unitCost: DecimalString, quantity: number): DecimalString {
  return toMoney(decimal(unitCost).times(quantity));
}

/** Why the order cannot be submitted (or marked as submitted) now, or null: an open order with lines. */
export function submitProblem(order: PurchaseOrderState, lineCount: number): PurchaseOrderRefusalCode | null {
  if (isPurchaseOrderReadOnly(order)) return "PURCHASE_ORDER_READ_ONLY";
  return lineCount === 0 ? "PURCHASE_ORDER_EMPTY" : null;
}

/**
 * Why the order cannot be reopened, or null. Only an order to a manual (offline) supplier reopens: an
 * online supplier has received it, so changing it makes a new revision instead.
 */
export function reopenProblem(
  order: RevisedOrderState,
  supplierIsOnline: boolean,
): PurchaseOrderRefusalCode | null {
  if (order.isArchived) return "PURCHASE_ORDER_READ_ONLY";
  if (!order.isLatestRevision) return "PURCHASE_ORDER_NOT_LATEST";
  if (order.status !== "SUBMITTED") return "PURCHASE_ORDER_NOT_SUBMITTED";
  return supplierIsOnline ? "PURCHASE_ORDER_NOT_REOPENABLE" : null;
}

export type QuoteToConvert = { status: "DRAFT" | "ACCEPTED"; isArchived: boolean };

/**
 * A quote's lines as purchase orders: one per supplier, in the order each supplier first appears in
 * the quote, each with its lines in the quote's order; only the chosen supplier's when one is named.
 * Answers a refusal code instead when the quote cannot be converted so.
 */
export function ordersFromQuote<Line extends { manufacturerId: number }>(
  quote: QuoteToConvert,
  lines: readonly Line[],
  manufacturerId?: number | null,
): { manufacturerId: number; lines: Line[] }[] | PurchaseOrderRefusalCode {
  if (!isQuoteConvertible(quote)) return "QUOTE_NOT_ACCEPTED";
  const bySupplier = new Map<number, Line[]>();
  for (const line of lines) {
    if (manufacturerId != null && line.manufacturerId !== manufacturerId) continue;
    const group = bySupplier.get(line.manufacturerId);
    if (group) group.push(line);
    else bySupplier.set(line.manufacturerId, [line]);
  }
  if (bySupplier.size === 0) return "QUOTE_HAS_NO_LINES_FOR_SUPPLIER";
  return [...bySupplier].map(([id, group]) => ({ manufacturerId: id, lines: group }));
}

/**
 * Who sees orders marked private to the supplier (DOMAIN.md "Accounts, people, permissions"): the
 * supplier's own representatives (MANUFACTURER) and administrators; the server hides them from DEFAULT staff.
 */
export function seesPrivatePurchaseOrders(employeeType: "ADMIN" | "MANUFACTURER" | "DEFAULT"): boolean {
  return employeeType !== "DEFAULT";
}
