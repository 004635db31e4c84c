// A purchase order's supplier order (spec 000 §3 "Manufacturer order").
import { getSupplierOrder, type SupplierOrder } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { type SupplierOrderIds, supplierOrderKeys } from "./supplier-order-keys.ts";

export const getSupplierOrderQueryOptions = (ids: SupplierOrderIds) =>
  queryOptions({
    queryKey: supplierOrderKeys.one(ids),
    queryFn: (): Promise<SupplierOrder> =>
      callApi(getSupplierOrder, { params: { id: ids.orderId, supplierOrderId: ids.supplierOrderId } }),
  });

export function useSupplierOrder(ids: SupplierOrderIds) {
  return useQuery(getSupplierOrderQueryOptions(ids));
}
