// The supplier-orders area's public calls: what other features and the app's routes may use (its
// components for others to render are components.ts). Everything else in this folder is the area's own.

export { useSupplierOrder } from "./api/get-supplier-order.ts";
export { useSupplierOrderHistory } from "./api/get-supplier-order-history.ts";
export { useOfflineStatusEntries } from "./api/list-offline-order-status-entries.ts";
export { useOfflineStatuses } from "./api/list-offline-order-statuses.ts";
export type { SupplierOrderIds } from "./api/supplier-order-keys.ts";
export { useUpdateSupplierOrder } from "./api/update-supplier-order.ts";
