import { listProducts, type Product } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { catalogueKeys } from "./catalogue-keys.ts";

export type ProductFilter = {
  brandId?: string;
  categoryId?: string;
  subCategoryId?: string;
  search?: string;
};

export function fetchCatalogueProducts(filter: ProductFilter, signal?: AbortSignal): Promise<Product[]> {
  return callApi(listProducts, { query: filter, signal });
}

export function getCatalogueProductsQueryOptions(filter: ProductFilter) {
  return queryOptions({
    queryKey: catalogueKeys.products(filter),
    queryFn: ({ signal }) => fetchCatalogueProducts(filter, signal),
  });
}

export function useCatalogueProducts(filter: ProductFilter, enabled: boolean) {
  return useQuery({ ...getCatalogueProductsQueryOptions(filter), enabled });
}
