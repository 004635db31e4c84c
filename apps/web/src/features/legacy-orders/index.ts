// The legacy-orders area's public surface: a contact's orders from the dealer's old system.
export { LegacyOrderView } from "./components/legacy-order-view.tsx";
export { LegacyOrdersList } from "./components/legacy-orders-list.tsx";
