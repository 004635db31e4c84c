// Every query key of the purchase-orders area: all start with "purchase-orders", so a change can refresh
// every list (or everything) at once.
import type { OrderListFilters } from "./list-purchase-orders.ts";

const all = ["purchase-orders"] as const;
const lists = [...all, "list"] as const;

export const purchaseOrderKeys = {
  all,
  /** Every list of orders, whatever its filters. */
  lists,
  list: (filters: OrderListFilters) => [...lists, filters] as const,
  one: (orderId: string) => [...all, "one", orderId] as const,
};
