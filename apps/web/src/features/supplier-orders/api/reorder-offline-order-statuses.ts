import { type OfflineOrderStatusEntry, reorderOfflineOrderStatuses } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { showErrorToast } from "../../../shared/ui/toasts.ts";
import { offlineStatusEntriesQueryKey, refreshOfflineStatuses } from "./list-offline-order-status-entries.ts";

export function putOfflineStatusOrder(ids: string[]): Promise<OfflineOrderStatusEntry[]> {
  return callApi(reorderOfflineOrderStatuses, { body: { ids } });
}

/** The list takes the new order at once and goes back, with a toast, if the call fails. */
export function useReorderOfflineStatuses() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: offlineStatusEntriesQueryKey,
    mutationFn: putOfflineStatusOrder,
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: offlineStatusEntriesQueryKey });
      const previous = queryClient.getQueryData<OfflineOrderStatusEntry[]>(offlineStatusEntriesQueryKey);
      if (previous) {
        const byId = new Map(previous.map((entry) => [entry.id, entry]));
        const moved = ids.flatMap((id) => byId.get(id) ?? []);
        const rest = previous.filter((entry) => !ids.includes(entry.id));
        queryClient.setQueryData(offlineStatusEntriesQueryKey, [...moved, ...rest]);
      }
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(offlineStatusEntriesQueryKey, context.previous);
      showErrorToast(t("settings.orders.statuses.undone"), t("settings.orders.statuses.reorderFailed"));
    },
    // Only the last of several quick moves refreshes, so an earlier answer cannot undo a later move.
    onSettled: () =>
      queryClient.isMutating({ mutationKey: offlineStatusEntriesQueryKey }) > 1
        ? undefined
        : refreshOfflineStatuses(queryClient),
  });
}
