// The supplier-orders area's components that other areas render (Settings → Orders and Suppliers).
// Apart from index.ts, so that a feature using only the area's calls (a purchase order's supplier order)
// does not load these components and their drag and drop with its route: re-exported from index.ts, the
// bundler kept them in every route that used the area (purchase-orders' route grew 23 kB, past its budget).
export { OfflineStatusesSection } from "./components/offline-statuses-section.tsx";
export { SupplierApiTokens } from "./components/supplier-api-tokens.tsx";
