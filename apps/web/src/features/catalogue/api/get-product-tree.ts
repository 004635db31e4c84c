// The dealer's catalogue as a tree (supplier › brand › category › product), each node with the mark-up
// or margin it resolves to (spec 001 §4 override resolution).
import { getProductTree } from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";

export const productTreeKey = ["catalogue", "product-tree"] as const;

export function useProductTree() {
  return useQuery({ queryKey: productTreeKey, queryFn: ({ signal }) => callApi(getProductTree, { signal }) });
}
