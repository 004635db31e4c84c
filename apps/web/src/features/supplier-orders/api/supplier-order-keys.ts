// Cache keys of a purchase order's supplier order and of the account's offline order statuses.
export type SupplierOrderIds = { orderId: string; supplierOrderId: string };

export const supplierOrderKeys = {
  one: ({ orderId, supplierOrderId }: SupplierOrderIds) =>
    ["supplier-orders", orderId, supplierOrderId] as const,
  history: (ids: SupplierOrderIds) => [...supplierOrderKeys.one(ids), "history"] as const,
  offlineStatuses: ["offline-order-statuses"] as const,
};
