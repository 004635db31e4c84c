import { type DealDocument, listDealDocuments } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";

export const dealDocumentsQueryKey = (dealId: string) => ["documents", "deal", dealId] as const;

export function fetchDealDocuments(dealId: string, signal?: AbortSignal): Promise<DealDocument[]> {
  return callApi(listDealDocuments, { params: { id: dealId }, signal });
}

export function getDealDocumentsQueryOptions(dealId: string) {
  return queryOptions({
    queryKey: dealDocumentsQueryKey(dealId),
    queryFn: ({ signal }) => fetchDealDocuments(dealId, signal),
  });
}

export function useDealDocuments(dealId: string) {
  return useQuery(getDealDocumentsQueryOptions(dealId));
}
