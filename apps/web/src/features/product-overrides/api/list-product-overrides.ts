// The account's product and category overrides of its default mark-up or margin.
import { listProductOverrides } from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";

export const productOverridesKey = ["product-overrides"] as const;

export function useProductOverrides(enabled: boolean) {
  return useQuery({
    queryKey: productOverridesKey,
    enabled,
    queryFn: ({ signal }) => callApi(listProductOverrides, { signal }),
  });
}
