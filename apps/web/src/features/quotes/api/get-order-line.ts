import { getOrderLine, type OrderLine } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { quoteKeys } from "./quote-keys.ts";

export function fetchOrderLine(lineId: string, signal?: AbortSignal): Promise<OrderLine> {
  return callApi(getOrderLine, { params: { id: lineId }, signal });
}

export function getOrderLineQueryOptions(lineId: string) {
  return queryOptions({
    queryKey: quoteKeys.orderLine(lineId),
    queryFn: ({ signal }) => fetchOrderLine(lineId, signal),
  });
}

export function useOrderLine(lineId: string) {
  return useQuery(getOrderLineQueryOptions(lineId));
}
