import { type DocumentListItem, listManufacturerDocuments } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";

/** The documents the account's suppliers share with it, newest first. */
export function fetchManufacturerDocuments(signal?: AbortSignal): Promise<DocumentListItem[]> {
  return callApi(listManufacturerDocuments, { signal }).then((answer) => answer.data);
}

export function getManufacturerDocumentsQueryOptions() {
  return queryOptions({
    queryKey: ["documents", "suppliers"] as const,
    queryFn: ({ signal }) => fetchManufacturerDocuments(signal),
  });
}

export function useManufacturerDocuments() {
  return useQuery(getManufacturerDocumentsQueryOptions());
}
