import {
  type AccountDocument,
  type DocumentUploadFields,
  documentUploadField,
  uploadDocument,
} from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { uploadWithProgress } from "../../../shared/api-client/upload-with-progress.ts";
import { accountDocumentsQueryKey } from "./list-account-documents.ts";

export type UploadDocumentInput = {
  file: File;
  name?: string;
  categoryId?: number | null;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/** Multipart: the text fields before the `document` part, so the server checks them before the file. */
export function postDocument(input: UploadDocumentInput): Promise<AccountDocument> {
  // Every form field is text; the contract names them.
  const fields: Record<keyof DocumentUploadFields, string | undefined> = {
    // Only pages served over https (or localhost) have randomUUID; the server makes one otherwise.
    uuid: typeof crypto.randomUUID === "function" ? crypto.randomUUID() : undefined,
    friendly_type: "document",
    friendly_name: input.name ?? "",
    document_category_id: input.categoryId ? String(input.categoryId) : "",
    directUpload: "1",
  };
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) formData.append(name, value);
  formData.append(documentUploadField, input.file);
  return uploadWithProgress(uploadDocument, {
    formData,
    onProgress: input.onProgress,
    signal: input.signal,
    // The upload dialog shows the server's own message for these.
    quietStatuses: [413, 415],
  }).then((answer) => answer.document);
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDocument,
    onSuccess: (document) =>
      queryClient.setQueryData<AccountDocument[]>(accountDocumentsQueryKey, (list) => [
        document,
        ...(list ?? []),
      ]),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountDocumentsQueryKey }),
  });
}
