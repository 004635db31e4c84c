import { deleteChecklistItem } from "@portal/contract";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { type ChecklistRef, checklistQueryKey } from "./get-checklist.ts";
import { useOptimisticChecklist } from "./optimistic-checklist.ts";

export function removeChecklistItem(itemId: string) {
  return callApi(deleteChecklistItem, { params: { id: itemId } });
}

/** Removes an item at once (after the person confirmed). */
export function useDeleteChecklistItem(ref: ChecklistRef) {
  const optimistic = useOptimisticChecklist(ref);
  return useMutation({
    mutationKey: checklistQueryKey(ref),
    mutationFn: removeChecklistItem,
    onMutate: (itemId) =>
      optimistic.apply((checklist) => ({
        ...checklist,
        items: checklist.items.filter((item) => item.id !== itemId),
      })),
    onError: (_error, _itemId, snapshot) => optimistic.rollback(snapshot),
    onSettled: optimistic.settle,
  });
}
