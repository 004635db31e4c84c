// Supplier (manufacturer) orders (spec 000 §3 "Manufacturer order", "Offline order", "History entry";
// §4 "Core supplier order status"; issue 12 "Supplier orders"): what a supplier received when a
// purchase order was submitted. The dealer reads it and its history; an offline supplier's order is
// tracked by the dealer's staff; an online supplier updates its own, on a secret page (supplier-page.ts) or
// from its own system with an API token the dealer issued (Authorization: Bearer <token>).
import * as z from "zod/mini";
import { defineCall } from "../call.ts";
import { int4Schema, intIdParamSchema, intIdSchema, okSchema, optionalText, textSchema } from "../shared.ts";
import { optionalDay, supplierOrderSchema, supplierUpdateSchema } from "./supplier-page.ts";

const timestamp = z.iso.datetime({ offset: true });

export const supplierOrderHistoryEntrySchema = z.object({
  id: z.string(),
  /** Which field changed: status, reference, eta, trackingInformation, freight, shippingInstructions, notes, requiredDate, shippingAddress, shippingMethod. */
  field: z.string(),
  old: z.nullable(z.string()),
  new: z.nullable(z.string()),
  createdAt: timestamp,
  /** Who: an employee's name, or the supplier's (its page or its system). */
  createdByName: z.string(),
});
export type SupplierOrderHistoryEntry = z.infer<typeof supplierOrderHistoryEntrySchema>;

const supplierOrderParams = z.object({ id: z.uuid(), supplierOrderId: z.uuid() });

export const getSupplierOrder = defineCall({
  method: "GET",
  path: "/purchase-orders/:id/supplier-orders/:supplierOrderId",
  summary: "What the supplier received for a submitted purchase order, with its tracking",
  params: supplierOrderParams,
  response: supplierOrderSchema,
});

export const getSupplierOrderHistory = defineCall({
  method: "GET",
  path: "/purchase-orders/:id/supplier-orders/:supplierOrderId/history",
  summary: "Every change to a supplier order, oldest first: field, old → new, when and who",
  params: supplierOrderParams,
  response: z.array(supplierOrderHistoryEntrySchema),
});

/** What the dealer's staff track by hand on an offline supplier's order. */
export const offlineSupplierOrderSchema = z.object({
  version: int4Schema,
  orderStatusId: z.uuid(),
  reference: optionalText(120),
  eta: optionalDay,
  trackingInformation: textSchema.check(z.trim(), z.maxLength(2000)),
  notes: textSchema.check(z.trim(), z.maxLength(5000)),
  requiredDate: optionalDay,
  shippingAddress: textSchema.check(z.trim(), z.maxLength(500)),
  shippingMethodId: z.nullable(intIdSchema),
});
export type OfflineSupplierOrderInput = z.input<typeof offlineSupplierOrderSchema>;

export const updateSupplierOrder = defineCall({
  method: "PUT",
  path: "/purchase-orders/:id/supplier-orders/:supplierOrderId",
  summary:
    "Track an offline supplier's order by hand: status (the account's names), reference, dates, shipping, notes",
  params: supplierOrderParams,
  body: offlineSupplierOrderSchema,
  response: supplierOrderSchema,
});

export const offlineOrderStatusSchema = z.object({ id: z.string(), name: z.string() });
export type OfflineOrderStatus = z.infer<typeof offlineOrderStatusSchema>;

export const listOfflineOrderStatuses = defineCall({
  method: "GET",
  path: "/offline-order-statuses",
  summary: "The account's status names for orders tracked by hand, in order",
  response: z.array(offlineOrderStatusSchema),
});

/** A supplier order as the supplier's own system reads it. */
export const supplierApiOrderSchema = z.object({
  ...supplierOrderSchema.shape,
  dealer: z.object({ name: z.string() }),
  purchaseOrderNumber: z.string(),
});

export const listSupplierApiOrders = defineCall({
  method: "GET",
  path: "/supplier/orders",
  summary:
    "For a supplier's own system (Authorization: Bearer <token>): its orders from the dealer that issued the token, newest first",
  query: z.object({ limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(500)), 100) }),
  response: z.array(supplierApiOrderSchema),
  public: true,
});

export const updateSupplierApiOrder = defineCall({
  method: "PUT",
  path: "/supplier/orders/:id",
  summary:
    "For a supplier's own system (Authorization: Bearer <token>): set an order's status, reference, ETA, tracking",
  params: z.object({ id: z.uuid() }),
  body: supplierUpdateSchema,
  response: supplierApiOrderSchema,
  public: true,
});

export const supplierApiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: timestamp,
  lastUsedAt: z.nullable(timestamp),
});
export type SupplierApiToken = z.infer<typeof supplierApiTokenSchema>;

const supplierParams = z.object({ manufacturerId: intIdParamSchema });

export const listSupplierApiTokens = defineCall({
  method: "GET",
  path: "/suppliers/:manufacturerId/api-tokens",
  summary: "The API tokens issued to one supplier (not revoked)",
  params: supplierParams,
  response: z.array(supplierApiTokenSchema),
});

export const createSupplierApiToken = defineCall({
  method: "POST",
  path: "/suppliers/:manufacturerId/api-tokens",
  summary: "Issue an API token to one supplier; the token is in this answer only (kept hashed)",
  params: supplierParams,
  body: z.object({ name: textSchema.check(z.trim(), z.minLength(1), z.maxLength(120)) }),
  response: z.extend(supplierApiTokenSchema, { token: z.string() }),
});

export const revokeSupplierApiToken = defineCall({
  method: "DELETE",
  path: "/supplier-api-tokens/:id",
  summary: "Revoke an API token at once",
  params: z.object({ id: z.uuid() }),
  response: okSchema,
});

// Settings → Orders (issue 12 "Around it"): the account's offline statuses, archived ones too, and the
// calls that change them. The order screens keep reading the active ones with listOfflineOrderStatuses.
import { offlineStatusNameMaxLength } from "@portal/domain";

export const offlineOrderStatusEntrySchema = z.extend(offlineOrderStatusSchema, {
  /** Kept on the orders that have it, no longer offered for new choices. */
  isArchived: z.boolean(),
});
export type OfflineOrderStatusEntry = z.infer<typeof offlineOrderStatusEntrySchema>;

const offlineStatusBody = z.object({
  name: textSchema.check(z.trim(), z.minLength(1), z.maxLength(offlineStatusNameMaxLength)),
});
const offlineStatusParams = z.object({ id: z.uuid() });

export const listOfflineOrderStatusEntries = defineCall({
  method: "GET",
  path: "/account/offline-order-statuses",
  summary:
    "Settings → Orders: every offline order status of the account, the active ones in order, then the archived",
  response: z.array(offlineOrderStatusEntrySchema),
});

export const createOfflineOrderStatus = defineCall({
  method: "POST",
  path: "/offline-order-statuses",
  summary: "Add an offline order status at the end (its name unique among the active ones, without case)",
  body: offlineStatusBody,
  response: offlineOrderStatusEntrySchema,
});

export const renameOfflineOrderStatus = defineCall({
  method: "PUT",
  path: "/offline-order-statuses/:id",
  summary: "Rename an offline order status; the orders that have it show the new name",
  params: offlineStatusParams,
  body: offlineStatusBody,
  response: offlineOrderStatusEntrySchema,
});

export const archiveOfflineOrderStatus = defineCall({
  method: "POST",
  path: "/offline-order-statuses/:id/archive",
  summary: "Archive an offline order status: orders keep it, new choices no longer offer it (one must stay)",
  params: offlineStatusParams,
  response: offlineOrderStatusEntrySchema,
});

export const reorderOfflineOrderStatuses = defineCall({
  method: "PUT",
  path: "/offline-order-statuses/order",
  summary: "Put the active offline order statuses in the given order (every one once; 422 otherwise)",
  body: z.object({ ids: z.array(z.uuid()).check(z.maxLength(1000)) }),
  response: z.array(offlineOrderStatusEntrySchema),
});
