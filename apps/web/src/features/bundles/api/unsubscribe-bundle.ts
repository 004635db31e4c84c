import { type Bundle, unsubscribeBundle } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { bundlesQueryKey } from "./list-bundles.ts";
import { bundleMutationKey, changeCachedBundle, restoreBundles, storeBundle } from "./optimistic-bundles.ts";

export function postUnsubscribeBundle(id: number): Promise<Bundle> {
  return callApi(unsubscribeBundle, { params: { id } });
}

export function useUnsubscribeBundle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: bundleMutationKey,
    mutationFn: postUnsubscribeBundle,
    onMutate: (id) => changeCachedBundle(queryClient, id, (bundle) => ({ ...bundle, isSubscribed: false })),
    onError: (_error, _id, snapshot) => restoreBundles(queryClient, snapshot),
    onSuccess: (bundle) => storeBundle(queryClient, bundle),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bundlesQueryKey }),
  });
}
