// Checklist changes show at once and are undone on failure (spec 000 §4 Checklist; ARCHITECTURE.md):
// snapshot in onMutate, restore in onError with a toast, refetch onSettled.
import type { Checklist } from "@portal/contract";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { showErrorToast } from "../../../shared/ui/toasts.ts";
import { type ChecklistRef, checklistQueryKey } from "./get-checklist.ts";

export type Snapshot = { previous: Checklist | undefined };

export function useOptimisticChecklist(ref: ChecklistRef) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const queryKey = checklistQueryKey(ref);
  return {
    queryClient,
    /** Applies `change` to the cached checklist and answers the snapshot to restore. */
    apply: async (change: (checklist: Checklist) => Checklist): Promise<Snapshot> => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<Checklist>(queryKey);
      if (previous) queryClient.setQueryData<Checklist>(queryKey, change(previous));
      return { previous };
    },
    rollback: (snapshot: Snapshot | undefined) => {
      if (snapshot?.previous) queryClient.setQueryData(queryKey, snapshot.previous);
      showErrorToast(t("checklists.undone"), t("checklists.saveFailed"));
    },
    settle: () => settleChecklist(queryClient, ref),
  };
}

/** Only the last of several quick changes refetches, so an earlier answer cannot undo a later change. */
export function settleChecklist(queryClient: QueryClient, ref: ChecklistRef) {
  if (queryClient.isMutating({ mutationKey: checklistQueryKey(ref) }) > 1) return undefined;
  return queryClient.invalidateQueries({ queryKey: checklistQueryKey(ref) });
}
