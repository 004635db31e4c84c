import { getWorkflowSchema, type WorkflowFile } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { workflowKeys } from "./workflow-keys.ts";

export function fetchWorkflowSchema(id: string): Promise<WorkflowFile> {
  return callApi(getWorkflowSchema, { params: { id } });
}

/** Loaded only when the export opens (spec 001 §7 "lazy, for export"); always fresh. */
export function getWorkflowSchemaQueryOptions(id: string) {
  return queryOptions({
    queryKey: workflowKeys.schema(id),
    queryFn: () => fetchWorkflowSchema(id),
    staleTime: 0,
    gcTime: 0,
  });
}

export function useWorkflowSchema(id: string) {
  return useQuery(getWorkflowSchemaQueryOptions(id));
}
