import { boardPageSize, getBoardColumn } from "@portal/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { addPage, type BoardData } from "../components/board-model.ts";
import type { BoardQuery } from "../filters/board-filters.ts";
import { dealKeys } from "./deal-keys.ts";

/** A page of one column's cards, from `offset`, with the board's filters. */
export function fetchBoardColumn(
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
      const queryKey = dealKeys.board(workflowId, query);
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
        const page = await fetchBoardColumn(workflowId, statusId, query, column.cards.length, boardPageSize);
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
