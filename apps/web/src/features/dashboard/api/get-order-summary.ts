import { getOrderSummary, type OrderSummary } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";

export const orderSummaryKey = ["dashboard", "orders"] as const;

/** The past 30 days' orders per status; the server knows the account's today. */
export function fetchOrderSummary(signal?: AbortSignal): Promise<OrderSummary> {
  return callApi(getOrderSummary, { query: {}, signal });
}

export const orderSummaryQueryOptions = () =>
  queryOptions({ queryKey: orderSummaryKey, queryFn: ({ signal }) => fetchOrderSummary(signal) });

export function useOrderSummary(enabled = true) {
  return useQuery({ ...orderSummaryQueryOptions(), enabled });
}
