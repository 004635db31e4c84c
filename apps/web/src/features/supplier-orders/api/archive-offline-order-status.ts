import { archiveOfflineOrderStatus, type OfflineOrderStatusEntry } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { refreshOfflineStatuses } from "./list-offline-order-status-entries.ts";

export function archiveOfflineStatus(id: string): Promise<OfflineOrderStatusEntry> {
  return callApi(archiveOfflineOrderStatus, { params: { id } });
}

export function useArchiveOfflineStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveOfflineStatus,
    onSettled: () => refreshOfflineStatuses(queryClient),
  });
}
