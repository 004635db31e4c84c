import { type AccountDocument, listAccountDocuments } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";

export const accountDocumentsQueryKey = ["documents", "account"] as const;

/** The account's own documents (the Documents page's), newest first. */
export function fetchAccountDocuments(signal?: AbortSignal): Promise<AccountDocument[]> {
  return callApi(listAccountDocuments, { signal });
}

export function getAccountDocumentsQueryOptions() {
  return queryOptions({
    queryKey: accountDocumentsQueryKey,
    queryFn: ({ signal }) => fetchAccountDocuments(signal),
  });
}

export function useAccountDocuments() {
  return useQuery(getAccountDocumentsQueryOptions());
}
