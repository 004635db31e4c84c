import { createOfflineOrderStatus, type OfflineOrderStatusEntry } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { refreshOfflineStatuses } from "./list-offline-order-status-entries.ts";

export function addOfflineStatus(name: string): Promise<OfflineOrderStatusEntry> {
  return callApi(createOfflineOrderStatus, { body: { name } });
}

export function useAddOfflineStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addOfflineStatus,
    onSettled: () => refreshOfflineStatuses(queryClient),
  });
}
