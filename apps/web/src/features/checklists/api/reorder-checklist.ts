import { type Checklist, reorderChecklist } from "@portal/contract";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { type ChecklistRef, checklistQueryKey } from "./get-checklist.ts";
import { useOptimisticChecklist } from "./optimistic-checklist.ts";

export function putChecklistOrder(ref: ChecklistRef, itemIds: string[]): Promise<Checklist> {
  return callApi(reorderChecklist, {
    params: { id: ref.dealId, dataSourceId: ref.dataSourceId },
    body: { itemIds },
  });
}

/** Puts the items in a new order at once. */
export function useReorderChecklist(ref: ChecklistRef) {
  const optimistic = useOptimisticChecklist(ref);
  return useMutation({
    mutationKey: checklistQueryKey(ref),
    mutationFn: (itemIds: string[]) => putChecklistOrder(ref, itemIds),
    onMutate: (itemIds) =>
      optimistic.apply((checklist) => {
        const byId = new Map(checklist.items.map((item) => [item.id, item]));
        return { ...checklist, items: itemIds.flatMap((id) => byId.get(id) ?? []) };
      }),
    onError: (_error, _ids, snapshot) => optimistic.rollback(snapshot),
    onSettled: optimistic.settle,
  });
}
