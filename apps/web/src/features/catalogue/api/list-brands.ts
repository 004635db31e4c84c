import { type BrandCategories, listBrands } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { catalogueKeys } from "./catalogue-keys.ts";

/** The catalogue's brands with their categories and sub-categories: all, or one supplier's. */
export function fetchBrands(manufacturerId: number | null, signal?: AbortSignal): Promise<BrandCategories[]> {
  return callApi(listBrands, { query: manufacturerId === null ? {} : { manufacturerId }, signal });
}

export function getBrandsQueryOptions(manufacturerId: number | null = null) {
  return queryOptions({
    queryKey: catalogueKeys.brands(manufacturerId),
    queryFn: ({ signal }) => fetchBrands(manufacturerId, signal),
    staleTime: 60_000,
  });
}

export function useBrands(manufacturerId: number | null = null) {
  return useQuery(getBrandsQueryOptions(manufacturerId));
}
