import { type DealDocument, uploadDealDocument, uploadLimits } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { uploadWithProgress } from "../../../shared/api-client/upload-with-progress.ts";
import { dealDocumentsQueryKey } from "./list-deal-documents.ts";

export type UploadDealDocumentInput = {
  file: File;
  name?: string;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/** Multipart: the optional `name` before the `file` part (the server reads fields in order). */
export function postDealDocument(dealId: string, input: UploadDealDocumentInput): Promise<DealDocument> {
  const formData = new FormData();
  if (input.name) formData.append("name", input.name);
  formData.append(uploadLimits.field, input.file);
  return uploadWithProgress(uploadDealDocument, {
    params: { id: dealId },
    formData,
    onProgress: input.onProgress,
    signal: input.signal,
    // The upload dialog shows the server's own message for these.
    quietStatuses: [413, 415],
  });
}

export function useUploadDealDocument(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadDealDocumentInput) => postDealDocument(dealId, input),
    onSuccess: (document) =>
      queryClient.setQueryData<DealDocument[]>(dealDocumentsQueryKey(dealId), (list) => [
        document,
        ...(list ?? []),
      ]),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dealDocumentsQueryKey(dealId) }),
  });
}
