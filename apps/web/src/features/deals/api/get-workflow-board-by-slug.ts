// The board by its workflow's slug: what the route's loader starts from the address alone.
import { getWorkflowBoardBySlug } from "@portal/contract";
import type { QueryClient } from "@tanstack/react-query";
import { callApi, type SentRequest, toSearch } from "../../../shared/api-client/api-client.ts";
import { getWorkflowsQueryOptions } from "../../workflows/index.ts";
import type { BoardData } from "../components/board-model.ts";
import { type BoardQuery, readFilters, toBoardQuery } from "../filters/board-filters.ts";
import { boardBySlugPath } from "./board-by-slug.ts";
import { getWorkflowBoardQueryOptions } from "./get-workflow-board.ts";

/** The board of the workflow named `slug` (its first pages); `sent` is the loader's early request. */
export function fetchWorkflowBoardBySlug(
  slug: string,
  query: BoardQuery,
  sent?: SentRequest,
): Promise<BoardData> {
  return callApi(getWorkflowBoardBySlug, { params: { slug }, query, sent });
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
    early ? { ...options, queryFn: () => fetchWorkflowBoardBySlug(workflowSlug, query, early) } : options,
  );
}
