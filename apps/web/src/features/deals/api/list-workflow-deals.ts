import { type DealCard, listWorkflowDeals } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import type { BoardQuery } from "../filters/board-filters.ts";

/** The board refreshes itself this often (spec 000 §4 Deal). */
export const boardPollMs = 300_000;

/** Every board query of a workflow starts with this, so a change can refresh all its filters at once. */
export const boardQueryPrefix = (workflowId: string) => ["deals", "board", workflowId] as const;

export const boardQueryKey = (workflowId: string, query: BoardQuery) =>
  [...boardQueryPrefix(workflowId), query] as const;

export function fetchWorkflowDeals(
  workflowId: string,
  query: BoardQuery,
  signal?: AbortSignal,
): Promise<DealCard[]> {
  return callApi(listWorkflowDeals, { params: { id: workflowId }, query, signal });
}

export function getWorkflowDealsQueryOptions(workflowId: string, query: BoardQuery) {
  return queryOptions({
    queryKey: boardQueryKey(workflowId, query),
    queryFn: ({ signal }) => fetchWorkflowDeals(workflowId, query, signal),
    refetchInterval: boardPollMs,
    // New filters keep the old cards on screen until their answer arrives.
    placeholderData: (previous) => previous,
  });
}

export function useWorkflowDeals(workflowId: string, query: BoardQuery) {
  return useQuery(getWorkflowDealsQueryOptions(workflowId, query));
}
