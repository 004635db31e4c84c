import { boardPageSize, getWorkflowBoard, maxBoardPageSize } from "@portal/contract";
import { type QueryClient, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { addPage, type BoardData } from "../components/board-model.ts";
import type { BoardQuery } from "../filters/board-filters.ts";
import { dealKeys } from "./deal-keys.ts";
import { fetchBoardColumn } from "./get-board-column.ts";

/** The board refreshes itself this often (spec 000 §4 Deal). */
export const boardPollMs = 300_000;

/**
 * The board by column: each status's first page with every column's count and value. A refresh (a
 * poll, or after a change) also brings back as many cards as each column had loaded before, so a
 * column scrolled far down stays as it was.
 */
export async function fetchBoard(
  workflowId: string,
  query: BoardQuery,
  before: BoardData | undefined,
  signal?: AbortSignal,
): Promise<BoardData> {
  let board: BoardData = await callApi(getWorkflowBoard, { params: { id: workflowId }, query, signal });
  const loadedBefore = new Map(before?.columns.map((column) => [column.statusId, column.cards.length]));
  await Promise.all(
    board.columns.map(async ({ statusId, count }) => {
      const wanted = Math.min(loadedBefore.get(statusId) ?? 0, count);
      for (let offset = boardPageSize; offset < wanted; offset += maxBoardPageSize) {
        const page = await fetchBoardColumn(
          workflowId,
          statusId,
          query,
          offset,
          Math.min(maxBoardPageSize, wanted - offset),
          signal,
        );
        board = addPage(board, page);
      }
    }),
  );
  return board;
}

export function getWorkflowBoardQueryOptions(
  queryClient: QueryClient,
  workflowId: string,
  query: BoardQuery,
) {
  const queryKey = dealKeys.board(workflowId, query);
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) =>
      fetchBoard(workflowId, query, queryClient.getQueryData<BoardData>(queryKey), signal),
    refetchInterval: boardPollMs,
    // What the route's loader has just fetched is not fetched again as the page mounts.
    staleTime: 30_000,
    // New filters keep the old cards on screen until their answer arrives.
    placeholderData: (previous) => previous,
  });
}

export function useWorkflowBoard(workflowId: string, query: BoardQuery) {
  const queryClient = useQueryClient();
  return useQuery(getWorkflowBoardQueryOptions(queryClient, workflowId, query));
}
