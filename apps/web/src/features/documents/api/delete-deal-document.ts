import { type DealDocument, deleteDealDocument } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { dealDocumentsQueryKey } from "./list-deal-documents.ts";

export function removeDealDocument(documentId: number) {
  return callApi(deleteDealDocument, { params: { id: documentId } });
}

export function useDeleteDealDocument(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDealDocument,
    onSuccess: (_ok, documentId) =>
      queryClient.setQueryData<DealDocument[]>(dealDocumentsQueryKey(dealId), (list) =>
        list?.filter((document) => document.id !== documentId),
      ),
  });
}
