import { getWorkflow, type Workflow } from "@portal/contract";
import { queryOptions, skipToken, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { workflowKeys } from "./workflow-keys.ts";

export function fetchWorkflow(id: string): Promise<Workflow> {
  return callApi(getWorkflow, { params: { id } });
}

export function getWorkflowQueryOptions(id: string) {
  return queryOptions({ queryKey: workflowKeys.detail(id), queryFn: () => fetchWorkflow(id) });
}

/** One workflow (none while `id` is null); shows the list's copy at once while its own call refreshes it. */
export function useWorkflow(id: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: workflowKeys.detail(id ?? ""),
    queryFn: id === null ? skipToken : () => fetchWorkflow(id),
    placeholderData: () =>
      queryClient.getQueryData<Workflow[]>(workflowKeys.list)?.find((workflow) => workflow.id === id),
  });
}
