import { listNotes, type Note } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";

export const notesQueryKey = (dealId: string) => ["notes", dealId] as const;

export function fetchNotes(dealId: string, signal?: AbortSignal): Promise<Note[]> {
  return callApi(listNotes, { params: { id: dealId }, signal });
}

export function getNotesQueryOptions(dealId: string) {
  return queryOptions({
    queryKey: notesQueryKey(dealId),
    queryFn: ({ signal }) => fetchNotes(dealId, signal),
  });
}

export function useNotes(dealId: string) {
  return useQuery(getNotesQueryOptions(dealId));
}
