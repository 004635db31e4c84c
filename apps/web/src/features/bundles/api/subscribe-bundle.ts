import { type Bundle, type SubscribeBundleBody, subscribeBundle } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { bundlesQueryKey } from "./list-bundles.ts";
import { bundleMutationKey, changeCachedBundle, restoreBundles, storeBundle } from "./optimistic-bundles.ts";

export type SubscribeBundleInput = { id: number; templateValues: Record<string, string> };

/** Subscribes, or changes a subscribed bundle's values (spec 001 §7: only non-null values are sent). */
export function postSubscribeBundle({ id, templateValues }: SubscribeBundleInput): Promise<Bundle> {
  const body: SubscribeBundleBody = { templateValues };
  return callApi(subscribeBundle, { params: { id }, body });
}

export function useSubscribeBundle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: bundleMutationKey,
    mutationFn: postSubscribeBundle,
    onMutate: ({ id, templateValues }) =>
      changeCachedBundle(queryClient, id, (bundle) => ({
        ...bundle,
        isSubscribed: true,
        templateFields: bundle.templateFields.map((field) => ({
          ...field,
          value: templateValues[field.templateKey] ?? field.value,
        })),
      })),
    onError: (_error, _input, snapshot) => restoreBundles(queryClient, snapshot),
    onSuccess: (bundle) => storeBundle(queryClient, bundle),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bundlesQueryKey }),
  });
}
