import {
  boardPageSize,
  getBoardColumn,
  getWorkflowBoard,
  getWorkflowBoardBySlug,
  maxBoardPageSize,
} from "@portal/contract";
import { type QueryClient, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { callApi, type SentRequest, toSearch } from "../../../shared/api-client/api-client.ts";
import { getWorkflowsQueryOptions } from "../../workflows/index.ts";
import { addPage, type BoardData } from "../components/board-model.ts";
import { type BoardQuery, readFilters, toBoardQuery } from "../filters/board-filters.ts";
import { boardBySlugPath } from "./board-by-slug.ts";

/** The board refreshes itself this often (spec 000 §4 Deal). */
export const boardPollMs = 300_000;

/** Every board query of a workflow starts with this, so a change can refresh all its filters at once. */
export const boardQueryPrefix = (workflowId: string) => ["deals", "board", workflowId] as const;

export const boardQueryKey = (workflowId: string, query: BoardQuery) =>
  [...boardQueryPrefix(workflowId), query] as const;

function fetchColumnPage(
  workflowId: string,
  statusId: string,
  query: BoardQuery,
  offset: number,
  limit: number,
  signal?: AbortSignal,
) {
  return callApi(getBoardColumn, {
    params: { id: workflowId, statusId },
    query: { ...query, offset: String(offset), limit: String(limit) },
    signal,
  });
}

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
        const page = await fetchColumnPage(
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
  const queryKey = boardQueryKey(workflowId, query);
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

/**
 * Loads a column's next page into the board (scrolling near its end, or its Show more button).
 * `loading` names the columns waiting for one; a column asks once at a time.
 */
export function useLoadMoreCards(workflowId: string, query: BoardQuery) {
  const queryClient = useQueryClient();
  const [loading, setLoading] = useState<ReadonlySet<string>>(new Set());
  const inFlight = useRef(new Set<string>());
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const loadMore = useCallback(
    async (statusId: string) => {
      const queryKey = boardQueryKey(workflowId, query);
      const board = queryClient.getQueryData<BoardData>(queryKey);
      const column = board?.columns.find((item) => item.statusId === statusId);
      if (!column || column.cards.length >= column.count || inFlight.current.has(statusId)) return;
      inFlight.current.add(statusId);
      const mark = (set: ReadonlySet<string>, on: boolean) => {
        const next = new Set(set);
        if (on) next.add(statusId);
        else next.delete(statusId);
        return next;
      };
      setLoading((set) => mark(set, true));
      setFailed((set) => mark(set, false));
      try {
        const page = await fetchColumnPage(workflowId, statusId, query, column.cards.length, boardPageSize);
        queryClient.setQueryData<BoardData>(queryKey, (current) =>
          current ? addPage(current, page) : current,
        );
      } catch {
        // The column offers to try again; the cards already there stay.
        setFailed((set) => mark(set, true));
      } finally {
        inFlight.current.delete(statusId);
        setLoading((set) => mark(set, false));
      }
    },
    [queryClient, workflowId, query],
  );
  return { loadMore, loading, failed };
}

/**
 * Starts loading a board from its URL alone (the route's loader, while the page's code loads): the
 * workflows, then the board for the filters in the URL, under the key the page will ask for. On a first
 * visit to an unfiltered board the loader has already asked for it by the address's slug
 * (`boardBySlugPath`), beside the workflow list rather than after it, and that answer is read here.
 * A URL with a Personnel filter is left to the page, which drops it without the personnel feature.
 */
export async function prefetchBoard(
  queryClient: QueryClient,
  workflowSlug: string,
  params: URLSearchParams,
  sent?: SentRequest,
) {
  const workflows = await queryClient.ensureQueryData(getWorkflowsQueryOptions());
  const workflow = workflows.find((item) => item.isActive && item.slug === workflowSlug);
  const query = toBoardQuery(readFilters(params));
  if (!workflow || query.personnel !== undefined) return;
  const options = getWorkflowBoardQueryOptions(queryClient, workflow.id, query);
  // The early answer only when it asked for this board with these (no) filters; otherwise by id.
  const early =
    sent?.url.endsWith(boardBySlugPath(workflowSlug)) && toSearch(query) === "" ? sent : undefined;
  await queryClient.prefetchQuery(
    early
      ? {
          ...options,
          queryFn: () =>
            callApi(getWorkflowBoardBySlug, { params: { slug: workflowSlug }, query, sent: early }),
        }
      : options,
  );
}
