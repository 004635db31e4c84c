import {
  getPurchaseOrder,
  listPurchaseOrders,
  type PurchaseOrder,
  type PurchaseOrderListItem,
  type PurchaseOrderListQuery,
} from "@portal/contract";
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { callApi } from "../../../shared/api-client/api-client.ts";

export const purchaseOrdersQueryKey = ["purchase-orders"] as const;

export type OrderListFilters = Pick<
  PurchaseOrderListQuery,
  "status" | "archived" | "dealId" | "quoteId" | "manufacturerId" | "from" | "to" | "search" | "limit"
>;

export function getPurchaseOrdersQueryOptions(filters: OrderListFilters) {
  return queryOptions({
    queryKey: [...purchaseOrdersQueryKey, "list", filters] as const,
    queryFn: (): Promise<PurchaseOrderListItem[]> => callApi(listPurchaseOrders, { query: filters }),
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

export function getPurchaseOrderQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: [...purchaseOrdersQueryKey, "one", orderId] as const,
    queryFn: (): Promise<PurchaseOrder> => callApi(getPurchaseOrder, { params: { id: orderId } }),
  });
}

export function usePurchaseOrder(orderId: string) {
  return useQuery(getPurchaseOrderQueryOptions(orderId));
}

/** Reads the order and the order lists again (after a change made elsewhere, e.g. to a supplier order). */
export function useRefreshPurchaseOrder(orderId: string): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({
      queryKey: getPurchaseOrderQueryOptions(orderId).queryKey,
      exact: true,
    });
    void queryClient.invalidateQueries({ queryKey: [...purchaseOrdersQueryKey, "list"] });
  }, [queryClient, orderId]);
}
