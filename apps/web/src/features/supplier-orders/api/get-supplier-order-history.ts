// What changed on a supplier order, and who changed it (spec 000 §3 "History entry").
import { getSupplierOrderHistory, type SupplierOrderHistoryEntry } from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { type SupplierOrderIds, supplierOrderKeys } from "./supplier-order-keys.ts";

export function useSupplierOrderHistory(ids: SupplierOrderIds, enabled: boolean) {
  return useQuery({
    queryKey: supplierOrderKeys.history(ids),
    queryFn: (): Promise<SupplierOrderHistoryEntry[]> =>
      callApi(getSupplierOrderHistory, { params: { id: ids.orderId, supplierOrderId: ids.supplierOrderId } }),
    enabled,
  });
}
