import { type BrandCategories, listBrands } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { quoteKeys } from "./quote-keys.ts";

/** The catalogue's brands with their categories and sub-categories. */
export function fetchBrands(signal?: AbortSignal): Promise<BrandCategories[]> {
  return callApi(listBrands, { query: {}, signal });
}

export function getBrandsQueryOptions() {
  return queryOptions({
    queryKey: quoteKeys.brands(),
    queryFn: ({ signal }) => fetchBrands(signal),
    staleTime: 60_000,
  });
}

export function useBrands() {
  return useQuery(getBrandsQueryOptions());
}
