import { type AccountDocument, renameDocument } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { accountDocumentsQueryKey } from "./list-account-documents.ts";

export type RenameDocumentInput = { documentId: number; name: string };

/** The spec's method spoofing: a POST that says `_method: "PUT"`. */
export function postDocumentName({ documentId, name }: RenameDocumentInput): Promise<AccountDocument> {
  return callApi(renameDocument, { params: { id: documentId }, body: { _method: "PUT", name } }).then(
    (answer) => answer.data,
  );
}

export function useRenameDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDocumentName,
    onSuccess: (saved) =>
      queryClient.setQueryData<AccountDocument[]>(accountDocumentsQueryKey, (list) =>
        list?.map((document) => (document.id === saved.id ? saved : document)),
      ),
  });
}
