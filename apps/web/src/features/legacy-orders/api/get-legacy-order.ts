import { getLegacyOrder, type LegacyOrder } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";

export function legacyOrderQueryKey(id: string) {
  return ["legacy-orders", "detail", id] as const;
}

export function fetchLegacyOrder(id: string): Promise<LegacyOrder> {
  return callApi(getLegacyOrder, { params: { id } });
}

export function getLegacyOrderQueryOptions(id: string) {
  // Imported records never change in the portal: no need to refetch one while it is open.
  return queryOptions({
    queryKey: legacyOrderQueryKey(id),
    queryFn: () => fetchLegacyOrder(id),
    staleTime: 60_000,
  });
}

export function useLegacyOrder(id: string) {
  return useQuery(getLegacyOrderQueryOptions(id));
}
