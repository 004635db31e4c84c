// Changing a purchase order: each call answers the order as it now is (a new revision or a copy has an
// id of its own), which goes into the cache; the lists refetch.
import {
  archivePurchaseOrder,
  clonePurchaseOrder,
  deletePurchaseOrderLine,
  getPurchaseOrderPdf,
  type PurchaseOrder,
  type PurchaseOrderDetailsInput,
  reopenPurchaseOrder,
  submitPurchaseOrder,
  unarchivePurchaseOrder,
  updatePurchaseOrder,
  updatePurchaseOrderLine,
} from "@portal/contract";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { fetchPdf } from "../../../shared/api-client/fetch-pdf.ts";
import { getPurchaseOrderQueryOptions, purchaseOrdersQueryKey } from "./purchase-orders.ts";

export function storeOrder(queryClient: QueryClient, order: PurchaseOrder): void {
  queryClient.setQueryData(getPurchaseOrderQueryOptions(order.id).queryKey, order);
  void queryClient.invalidateQueries({ queryKey: [...purchaseOrdersQueryKey, "list"] });
}

function useOrderMutation<Variables>(call: (variables: Variables) => Promise<PurchaseOrder>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: (order) => storeOrder(queryClient, order) });
}

/** Saves the details; a submitted order answers its new revision. */
export function useUpdateOrder(orderId: string) {
  return useOrderMutation((body: PurchaseOrderDetailsInput) =>
    callApi(updatePurchaseOrder, { params: { id: orderId }, body }),
  );
}

export function useUpdateOrderLine(orderId: string) {
  return useOrderMutation(({ lineId, ...body }: { lineId: string; quantity: number; notes: string }) =>
    callApi(updatePurchaseOrderLine, { params: { id: orderId, lineId }, body }),
  );
}

export function useDeleteOrderLine(orderId: string) {
  return useOrderMutation((lineId: string) =>
    callApi(deletePurchaseOrderLine, { params: { id: orderId, lineId } }),
  );
}

export function useCloneOrder(orderId: string) {
  return useOrderMutation(() => callApi(clonePurchaseOrder, { params: { id: orderId } }));
}

export function useSetOrderArchived(orderId: string) {
  return useOrderMutation((archived: boolean) =>
    callApi(archived ? archivePurchaseOrder : unarchivePurchaseOrder, { params: { id: orderId } }),
  );
}

/** Submit (or 'Mark as Submitted' for an offline supplier), with the version the user reviewed. */
export function useSubmitOrder(orderId: string) {
  return useOrderMutation((version: number) =>
    callApi(submitPurchaseOrder, { params: { id: orderId }, body: { version } }),
  );
}

export function useReopenOrder(orderId: string) {
  return useOrderMutation(() => callApi(reopenPurchaseOrder, { params: { id: orderId } }));
}

/** The order's PDF (what the supplier receives), or null once the failure is shown. */
export function fetchOrderPdf(orderId: string): Promise<Blob | null> {
  return fetchPdf(getPurchaseOrderPdf, { id: orderId });
}
