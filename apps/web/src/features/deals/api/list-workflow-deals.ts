import { type DealCard, listWorkflowDeals } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";

/** The board refreshes itself this often (spec 000 §4 Deal). */
export const boardPollMs = 300_000;

export type BoardFilters = { search?: string };

/** Every board query of a workflow starts with this, so a change can refresh all its filters at once. */
export const boardQueryPrefix = (workflowId: string) => ["deals", "board", workflowId] as const;

export const boardQueryKey = (workflowId: string, filters: BoardFilters) =>
  [...boardQueryPrefix(workflowId), filters] as const;

export function fetchWorkflowDeals(
  workflowId: string,
  filters: BoardFilters,
  signal?: AbortSignal,
): Promise<DealCard[]> {
  return callApi(listWorkflowDeals, {
    params: { id: workflowId },
    query: { search: filters.search || undefined },
    signal,
  });
}

export function getWorkflowDealsQueryOptions(workflowId: string, filters: BoardFilters) {
  return queryOptions({
    queryKey: boardQueryKey(workflowId, filters),
    queryFn: ({ signal }) => fetchWorkflowDeals(workflowId, filters, signal),
    refetchInterval: boardPollMs,
    // A new search keeps the old cards on screen until its answer arrives.
    placeholderData: (previous) => previous,
  });
}

export function useWorkflowDeals(workflowId: string, filters: BoardFilters) {
  return useQuery(getWorkflowDealsQueryOptions(workflowId, filters));
}
