// Cache keys of a purchase order's supplier order, the account's offline order statuses, a supplier's API
// tokens, and the supplier's own page (its secret link's token).
export type SupplierOrderIds = { orderId: string; supplierOrderId: string };

export const supplierOrderKeys = {
  one: ({ orderId, supplierOrderId }: SupplierOrderIds) =>
    ["supplier-orders", orderId, supplierOrderId] as const,
  history: (ids: SupplierOrderIds) => [...supplierOrderKeys.one(ids), "history"] as const,
  offlineStatuses: ["offline-order-statuses"] as const,
  apiTokens: (manufacturerId: number) => ["supplier-api-tokens", manufacturerId] as const,
  page: (token: string) => ["supplier-page", token] as const,
};
