import { listWorkflows, type Workflow } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";

/** Every workflow query starts with this; the list is `[..., "list"]`, one workflow `[..., id]`. */
export const workflowsQueryKey = ["workflows"] as const;
export const workflowListQueryKey = [...workflowsQueryKey, "list"] as const;

export function fetchWorkflows(): Promise<Workflow[]> {
  return callApi(listWorkflows);
}

export function getWorkflowsQueryOptions() {
  // Changes made here invalidate it; a minute keeps a page from reading it again right after its loader.
  return queryOptions({ queryKey: workflowListQueryKey, queryFn: fetchWorkflows, staleTime: 60_000 });
}

export function useWorkflows() {
  return useQuery(getWorkflowsQueryOptions());
}
