import { getPipelineSummary, type WorkflowSummary } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";

export const pipelineSummaryKey = ["dashboard", "pipeline"] as const;

export function fetchPipelineSummary(signal?: AbortSignal): Promise<WorkflowSummary[]> {
  return callApi(getPipelineSummary, { signal });
}

export const pipelineSummaryQueryOptions = () =>
  queryOptions({ queryKey: pipelineSummaryKey, queryFn: ({ signal }) => fetchPipelineSummary(signal) });

export function usePipelineSummary(enabled = true) {
  return useQuery({ ...pipelineSummaryQueryOptions(), enabled });
}
