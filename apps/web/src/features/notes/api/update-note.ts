import { type Note, updateNote } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { notesQueryKey } from "./list-notes.ts";

export type UpdateNoteInput = { noteId: string; content: string };

export function putNote({ noteId, content }: UpdateNoteInput): Promise<Note> {
  return callApi(updateNote, { params: { id: noteId }, body: { content } });
}

export function useUpdateNote(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putNote,
    onSuccess: (saved) =>
      queryClient.setQueryData<Note[]>(notesQueryKey(dealId), (list) =>
        list?.map((note) => (note.id === saved.id ? saved : note)),
      ),
  });
}
