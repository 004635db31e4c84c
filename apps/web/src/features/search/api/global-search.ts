import { type CallResponse, globalSearch } from "@portal/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";

export type GlobalSearchAnswer = CallResponse<typeof globalSearch>;

export function globalSearchQueryKey(q: string) {
  return ["search", q] as const;
}

export function fetchGlobalSearch(q: string, signal?: AbortSignal): Promise<GlobalSearchAnswer> {
  return callApi(globalSearch, { query: { q }, signal });
}

export function getGlobalSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: globalSearchQueryKey(q),
    queryFn: ({ signal }) => fetchGlobalSearch(q, signal),
    enabled: q.length > 0,
    // While the next answer comes, the last one stays on screen rather than flashing empty.
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** The header search's answer for the (already debounced) text; nothing is asked for blank text. */
export function useGlobalSearch(q: string) {
  return useQuery(getGlobalSearchQueryOptions(q.trim()));
}
