import { getPurchaseOrder, type PurchaseOrder } from "@portal/contract";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { purchaseOrderKeys } from "./purchase-order-keys.ts";

export function fetchPurchaseOrder(orderId: string): Promise<PurchaseOrder> {
  return callApi(getPurchaseOrder, { params: { id: orderId } });
}

export function getPurchaseOrderQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: purchaseOrderKeys.one(orderId),
    queryFn: () => fetchPurchaseOrder(orderId),
  });
}

export function usePurchaseOrder(orderId: string) {
  return useQuery(getPurchaseOrderQueryOptions(orderId));
}

/** Reads the order and the order lists again (after a change made elsewhere, e.g. to a supplier order). */
export function useRefreshPurchaseOrder(orderId: string): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: purchaseOrderKeys.one(orderId), exact: true });
    void queryClient.invalidateQueries({ queryKey: purchaseOrderKeys.lists });
  }, [queryClient, orderId]);
}
