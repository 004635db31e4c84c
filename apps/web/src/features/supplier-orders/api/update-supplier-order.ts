// Saves an offline supplier's order as the dealer's staff track it; the supplier order and its history
// read again, and the caller refreshes what shows the order (its purchase order, the orders list).
import { type OfflineSupplierOrderInput, type SupplierOrder, updateSupplierOrder } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { type SupplierOrderIds, supplierOrderKeys } from "./supplier-order-keys.ts";

export function useUpdateSupplierOrder(ids: SupplierOrderIds, onSaved: (saved: SupplierOrder) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfflineSupplierOrderInput) =>
      callApi(updateSupplierOrder, {
        params: { id: ids.orderId, supplierOrderId: ids.supplierOrderId },
        body,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(supplierOrderKeys.one(ids), saved);
      void queryClient.invalidateQueries({ queryKey: supplierOrderKeys.history(ids) });
      onSaved(saved);
    },
  });
}
