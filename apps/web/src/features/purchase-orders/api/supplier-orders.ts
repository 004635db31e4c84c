// A purchase order's supplier order (spec 000 §3 "Manufacturer order"): its details, its history, the
// account's statuses for orders tracked by hand, and tracking an offline supplier's order.
import {
  getSupplierOrder,
  getSupplierOrderHistory,
  listOfflineOrderStatuses,
  type OfflineOrderStatus,
  type OfflineSupplierOrderInput,
  type SupplierOrder,
  type SupplierOrderHistoryEntry,
  updateSupplierOrder,
} from "@portal/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { getPurchaseOrderQueryOptions, purchaseOrdersQueryKey } from "./purchase-orders.ts";

type Ids = { orderId: string; supplierOrderId: string };

const supplierOrderKey = ({ orderId, supplierOrderId }: Ids) =>
  [...purchaseOrdersQueryKey, "one", orderId, "supplier-order", supplierOrderId] as const;

export function useSupplierOrder(ids: Ids) {
  return useQuery(
    queryOptions({
      queryKey: supplierOrderKey(ids),
      queryFn: (): Promise<SupplierOrder> =>
        callApi(getSupplierOrder, { params: { id: ids.orderId, supplierOrderId: ids.supplierOrderId } }),
    }),
  );
}

export function useSupplierOrderHistory(ids: Ids, enabled: boolean) {
  return useQuery({
    queryKey: [...supplierOrderKey(ids), "history"] as const,
    queryFn: (): Promise<SupplierOrderHistoryEntry[]> =>
      callApi(getSupplierOrderHistory, { params: { id: ids.orderId, supplierOrderId: ids.supplierOrderId } }),
    enabled,
  });
}

export function useOfflineStatuses(enabled: boolean) {
  return useQuery({
    queryKey: ["offline-order-statuses"] as const,
    queryFn: (): Promise<OfflineOrderStatus[]> => callApi(listOfflineOrderStatuses),
    staleTime: 5 * 60_000,
    enabled,
  });
}

/** Saves an offline order's tracking; the order, its supplier order and the history refetch. */
export function useUpdateSupplierOrder(ids: Ids) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfflineSupplierOrderInput) =>
      callApi(updateSupplierOrder, {
        params: { id: ids.orderId, supplierOrderId: ids.supplierOrderId },
        body,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(supplierOrderKey(ids), saved);
      void queryClient.invalidateQueries({ queryKey: [...supplierOrderKey(ids), "history"] });
      void queryClient.invalidateQueries({
        queryKey: getPurchaseOrderQueryOptions(ids.orderId).queryKey,
        exact: true,
      });
      void queryClient.invalidateQueries({ queryKey: [...purchaseOrdersQueryKey, "list"] });
    },
  });
}
