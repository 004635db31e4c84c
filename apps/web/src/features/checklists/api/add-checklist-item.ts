import { addChecklistItem, type Checklist, type ChecklistItem } from "@portal/contract";
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
    onMutate: async (label) => {
      nextTemporaryId += 1;
      const temporaryId = `new-${nextTemporaryId}`;
      const item: ChecklistItem = {
        id: temporaryId,
        label,
        isChecked: false,
        updatedAt: new Date().toISOString(),
        updatedBy: null,
      };
      const snapshot = await optimistic.apply((checklist) => ({
        ...checklist,
        items: [...checklist.items, item],
      }));
      return { ...snapshot, temporaryId };
    },
    // The saved item takes the stand-in's place at once, so it can be ticked or moved straight away.
    onSuccess: (saved, _label, context) =>
      optimistic.queryClient.setQueryData<Checklist>(checklistQueryKey(ref), (checklist) =>
        checklist
          ? {
              ...checklist,
              items: checklist.items.map((item) => (item.id === context.temporaryId ? saved : item)),
            }
          : checklist,
      ),
    onError: (_error, _label, snapshot) => optimistic.rollback(snapshot),
    onSettled: optimistic.settle,
  });
}
