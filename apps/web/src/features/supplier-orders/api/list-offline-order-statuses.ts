// The account's statuses for orders its staff track by hand (an offline supplier's).
import { listOfflineOrderStatuses, type OfflineOrderStatus } from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { supplierOrderKeys } from "./supplier-order-keys.ts";

export function useOfflineStatuses(enabled: boolean) {
  return useQuery({
    queryKey: supplierOrderKeys.offlineStatuses,
    queryFn: (): Promise<OfflineOrderStatus[]> => callApi(listOfflineOrderStatuses),
    staleTime: 5 * 60_000,
    enabled,
  });
}
