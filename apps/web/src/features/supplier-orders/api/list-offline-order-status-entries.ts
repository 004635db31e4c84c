// Settings → Orders: every offline order status of the account, the active ones in order, then the archived.
import { listOfflineOrderStatusEntries, type OfflineOrderStatusEntry } from "@portal/contract";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { supplierOrderKeys } from "./supplier-order-keys.ts";

/**
 * Under the statuses' own key: the order screens cache the active ones at `["offline-order-statuses"]`,
 * so refreshing that prefix after a change refreshes what they offer too.
 */
const offlineStatusesRootKey = supplierOrderKeys.offlineStatuses;
export const offlineStatusEntriesQueryKey = [...offlineStatusesRootKey, "settings"] as const;

export function fetchOfflineStatusEntries(): Promise<OfflineOrderStatusEntry[]> {
  return callApi(listOfflineOrderStatusEntries);
}

export function getOfflineStatusEntriesQueryOptions() {
  return queryOptions({ queryKey: offlineStatusEntriesQueryKey, queryFn: fetchOfflineStatusEntries });
}

export function useOfflineStatusEntries() {
  return useQuery(getOfflineStatusEntriesQueryOptions());
}

/** After a change: this list and the order screens' list load again. */
export function refreshOfflineStatuses(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: offlineStatusesRootKey });
}
