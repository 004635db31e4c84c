import { getWorkflow, type Workflow } from "@portal/contract";
import { queryOptions, skipToken, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { workflowListQueryKey, workflowsQueryKey } from "./list-workflows.ts";

export function workflowQueryKey(id: string) {
  return [...workflowsQueryKey, "detail", id] as const;
}

export function fetchWorkflow(id: string): Promise<Workflow> {
  return callApi(getWorkflow, { params: { id } });
}

export function getWorkflowQueryOptions(id: string) {
  return queryOptions({ queryKey: workflowQueryKey(id), queryFn: () => fetchWorkflow(id) });
}

/** One workflow (none while `id` is null); shows the list's copy at once while its own call refreshes it. */
export function useWorkflow(id: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: workflowQueryKey(id ?? ""),
    queryFn: id === null ? skipToken : () => fetchWorkflow(id),
    placeholderData: () =>
      queryClient.getQueryData<Workflow[]>(workflowListQueryKey)?.find((workflow) => workflow.id === id),
  });
}
