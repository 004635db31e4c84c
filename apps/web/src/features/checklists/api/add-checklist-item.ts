import { addChecklistItem, type ChecklistItem } from "@portal/contract";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { type ChecklistRef, checklistQueryKey } from "./get-checklist.ts";
import { useOptimisticChecklist } from "./optimistic-checklist.ts";

export function postChecklistItem(ref: ChecklistRef, label: string): Promise<ChecklistItem> {
  return callApi(addChecklistItem, {
    params: { id: ref.dealId, dataSourceId: ref.dataSourceId },
    body: { label },
  });
}

let nextTemporaryId = 0;

/** Adds at the end at once; the stand-in row carries a temporary id until the server answers. */
export function useAddChecklistItem(ref: ChecklistRef) {
  const optimistic = useOptimisticChecklist(ref);
  return useMutation({
    mutationKey: checklistQueryKey(ref),
    mutationFn: (label: string) => postChecklistItem(ref, label),
    onMutate: (label) => {
      nextTemporaryId += 1;
      const item: ChecklistItem = {
        id: `new-${nextTemporaryId}`,
        label,
        isChecked: false,
        updatedAt: new Date().toISOString(),
        updatedBy: null,
      };
      return optimistic.apply((checklist) => ({ ...checklist, items: [...checklist.items, item] }));
    },
    onError: (_error, _label, snapshot) => optimistic.rollback(snapshot),
    onSettled: optimistic.settle,
  });
}
