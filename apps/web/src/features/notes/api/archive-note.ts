import { archiveNote, type Note } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { notesQueryKey } from "./list-notes.ts";

export function postArchiveNote(noteId: string): Promise<Note> {
  return callApi(archiveNote, { params: { id: noteId } });
}

/** An archived note leaves the list (spec 000 §4 Notes). */
export function useArchiveNote(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postArchiveNote,
    onSuccess: (archived) =>
      queryClient.setQueryData<Note[]>(notesQueryKey(dealId), (list) =>
        list?.filter((note) => note.id !== archived.id),
      ),
  });
}
