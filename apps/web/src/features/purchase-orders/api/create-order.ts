// Making an order with no deal behind it (/orders/new): it answers the new order, which goes into the
// cache for the order page that opens next; the lists refetch.
import { createPurchaseOrder, type PurchaseOrderCreateInput } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { storeOrder } from "./change-order.ts";

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PurchaseOrderCreateInput) => callApi(createPurchaseOrder, { body }),
    onSuccess: (order) => storeOrder(queryClient, order),
  });
}
