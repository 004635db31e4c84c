import { type ChecklistItem, updateChecklistItem } from "@portal/contract";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { type ChecklistRef, checklistQueryKey } from "./get-checklist.ts";
import { useOptimisticChecklist } from "./optimistic-checklist.ts";

export type UpdateChecklistItemInput = { itemId: string; label?: string; isChecked?: boolean };

export function putChecklistItem({ itemId, ...body }: UpdateChecklistItemInput): Promise<ChecklistItem> {
  return callApi(updateChecklistItem, { params: { id: itemId }, body });
}

/** Ticks or renames an item at once. */
export function useUpdateChecklistItem(ref: ChecklistRef) {
  const optimistic = useOptimisticChecklist(ref);
  return useMutation({
    mutationKey: checklistQueryKey(ref),
    mutationFn: putChecklistItem,
    onMutate: ({ itemId, ...change }) =>
      optimistic.apply((checklist) => ({
        ...checklist,
        items: checklist.items.map((item) => (item.id === itemId ? { ...item, ...change } : item)),
      })),
    onError: (_error, _input, snapshot) => optimistic.rollback(snapshot),
    onSettled: optimistic.settle,
  });
}
