import { type DealDocument, renameDealDocument } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { dealDocumentsQueryKey } from "./list-deal-documents.ts";

export type RenameDealDocumentInput = { documentId: number; name: string };

export function putDealDocumentName({ documentId, name }: RenameDealDocumentInput): Promise<DealDocument> {
  return callApi(renameDealDocument, { params: { id: documentId }, body: { name } });
}

export function useRenameDealDocument(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putDealDocumentName,
    onSuccess: (saved) =>
      queryClient.setQueryData<DealDocument[]>(dealDocumentsQueryKey(dealId), (list) =>
        list?.map((document) => (document.id === saved.id ? saved : document)),
      ),
  });
}
