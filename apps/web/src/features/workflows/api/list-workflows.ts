import { listWorkflows, type Workflow } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { workflowKeys } from "./workflow-keys.ts";

export function fetchWorkflows(): Promise<Workflow[]> {
  return callApi(listWorkflows);
}

export function getWorkflowsQueryOptions() {
  // Changes made here invalidate it; a minute keeps a page from reading it again right after its loader.
  return queryOptions({ queryKey: workflowKeys.list, queryFn: fetchWorkflows, staleTime: 60_000 });
}

export function useWorkflows() {
  return useQuery(getWorkflowsQueryOptions());
}
