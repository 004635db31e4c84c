import { type OfflineOrderStatusEntry, renameOfflineOrderStatus } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { refreshOfflineStatuses } from "./list-offline-order-status-entries.ts";

export type RenameOfflineStatusInput = { id: string; name: string };

export function renameOfflineStatus({
  id,
  name,
}: RenameOfflineStatusInput): Promise<OfflineOrderStatusEntry> {
  return callApi(renameOfflineOrderStatus, { params: { id }, body: { name } });
}

export function useRenameOfflineStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameOfflineStatus,
    onSettled: () => refreshOfflineStatuses(queryClient),
  });
}
