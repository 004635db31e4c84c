// The supplier-orders area's public surface: what other features and the app's routes may use.
// Everything else in this folder is the area's own.

export { useSupplierOrder } from "./api/get-supplier-order.ts";
export { useSupplierOrderHistory } from "./api/get-supplier-order-history.ts";
export { useOfflineStatusEntries } from "./api/list-offline-order-status-entries.ts";
export { useOfflineStatuses } from "./api/list-offline-order-statuses.ts";
export type { SupplierOrderIds } from "./api/supplier-order-keys.ts";
export { useUpdateSupplierOrder } from "./api/update-supplier-order.ts";
export { OfflineStatusesSection } from "./components/offline-statuses-section.tsx";
export { SupplierApiTokens } from "./components/supplier-api-tokens.tsx";
