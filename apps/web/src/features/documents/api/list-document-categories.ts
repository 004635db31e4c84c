import { type DocumentCategory, listDocumentCategories } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";

/** Every product document category in its order (inactive ones too, for documents filed under them). */
export function fetchDocumentCategories(signal?: AbortSignal): Promise<DocumentCategory[]> {
  return callApi(listDocumentCategories, { signal }).then((answer) => answer.data);
}

export function getDocumentCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ["documents", "categories"] as const,
    queryFn: ({ signal }) => fetchDocumentCategories(signal),
    // The list changes with a release, not while someone works.
    staleTime: 30 * 60_000,
  });
}

export function useDocumentCategories() {
  return useQuery(getDocumentCategoriesQueryOptions());
}
