import { createNote, type Note } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { notesQueryKey } from "./list-notes.ts";

export function postNote(dealId: string, content: string): Promise<Note> {
  return callApi(createNote, { params: { id: dealId }, body: { content } });
}

export function useCreateNote(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => postNote(dealId, content),
    // Newest first: the new note goes on top.
    onSuccess: (note) =>
      queryClient.setQueryData<Note[]>(notesQueryKey(dealId), (list) => [note, ...(list ?? [])]),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notesQueryKey(dealId) }),
  });
}
