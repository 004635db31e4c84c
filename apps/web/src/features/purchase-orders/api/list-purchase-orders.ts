import {
  listPurchaseOrders,
  type PurchaseOrderListItem,
  type PurchaseOrderListQuery,
} from "@portal/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { purchaseOrderKeys } from "./purchase-order-keys.ts";

export type OrderListFilters = Pick<
  PurchaseOrderListQuery,
  "status" | "archived" | "dealId" | "quoteId" | "manufacturerId" | "from" | "to" | "search" | "limit"
>;

export function fetchPurchaseOrders(filters: OrderListFilters): Promise<PurchaseOrderListItem[]> {
  return callApi(listPurchaseOrders, { query: filters });
}

export function getPurchaseOrdersQueryOptions(filters: OrderListFilters) {
  return queryOptions({
    queryKey: purchaseOrderKeys.list(filters),
    queryFn: () => fetchPurchaseOrders(filters),
  });
}

/** The account's orders as filtered; the previous answer stays while a new filter loads. */
export function usePurchaseOrders(filters: OrderListFilters) {
  return useQuery({ ...getPurchaseOrdersQueryOptions(filters), placeholderData: keepPreviousData });
}

/** The orders already made from a quote (its convert dialog warns before making more), while `enabled`. */
export function useQuoteOrders(quoteId: string, enabled: boolean) {
  return useQuery({ ...getPurchaseOrdersQueryOptions({ quoteId, limit: 100 }), enabled });
}
