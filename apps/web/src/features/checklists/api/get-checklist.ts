import { type Checklist, getChecklist } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";

export type ChecklistRef = { dealId: string; dataSourceId: string };

export const checklistQueryKey = ({ dealId, dataSourceId }: ChecklistRef) =>
  ["checklists", dealId, dataSourceId] as const;

export function fetchChecklist(
  { dealId, dataSourceId }: ChecklistRef,
  signal?: AbortSignal,
): Promise<Checklist> {
  return callApi(getChecklist, { params: { id: dealId, dataSourceId }, signal });
}

export function getChecklistQueryOptions(ref: ChecklistRef) {
  return queryOptions({
    queryKey: checklistQueryKey(ref),
    queryFn: ({ signal }) => fetchChecklist(ref, signal),
  });
}

export function useChecklist(ref: ChecklistRef) {
  return useQuery(getChecklistQueryOptions(ref));
}
