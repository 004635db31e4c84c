import { getProduct, type ProductDetail } from "@portal/contract";
import { queryOptions, skipToken, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { catalogueKeys } from "./catalogue-keys.ts";

/** A product with what the configurator offers: sizes, option groups, fabrics. */
export function fetchProductDetail(productId: string, signal?: AbortSignal): Promise<ProductDetail> {
  return callApi(getProduct, { params: { id: productId }, signal });
}

export function getProductDetailQueryOptions(productId: string | undefined) {
  return queryOptions({
    queryKey: catalogueKeys.product(productId),
    queryFn: productId === undefined ? skipToken : ({ signal }) => fetchProductDetail(productId, signal),
  });
}

/** None until `productId` is known (the line names it). */
export function useProductDetail(productId: string | undefined) {
  return useQuery(getProductDetailQueryOptions(productId));
}
