// Each change to an order answers the order as it now is (a new revision or a copy has an id of its
// own): it goes into the cache, and the lists refetch.
import type { PurchaseOrder } from "@portal/contract";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { purchaseOrderKeys } from "./purchase-order-keys.ts";

export function storeOrder(queryClient: QueryClient, order: PurchaseOrder): void {
  queryClient.setQueryData(purchaseOrderKeys.one(order.id), order);
  void queryClient.invalidateQueries({ queryKey: purchaseOrderKeys.lists });
}

/** A mutation whose answer is the order: stored as it succeeds. */
export function useOrderMutation<Variables>(call: (variables: Variables) => Promise<PurchaseOrder>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: (order) => storeOrder(queryClient, order) });
}
