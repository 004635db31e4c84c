import { type Bundle, listBundles } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";

export const bundlesQueryKey = ["bundles"] as const;

export function fetchBundles({ signal }: { signal?: AbortSignal } = {}): Promise<Bundle[]> {
  return callApi(listBundles, { signal });
}

export function getBundlesQueryOptions() {
  return queryOptions({ queryKey: bundlesQueryKey, queryFn: fetchBundles });
}

export function useBundles() {
  return useQuery(getBundlesQueryOptions());
}
