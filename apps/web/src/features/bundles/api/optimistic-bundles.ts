// A subscription change shows in the list at once and goes back if the call fails (ARCHITECTURE.md
// "server state": snapshot in onMutate, restore in onError, invalidate onSettled).
import type { Bundle } from "@portal/contract";
import type { QueryClient } from "@tanstack/react-query";
import { bundlesQueryKey } from "./list-bundles.ts";

/** Every subscription change, so the list can tell which bundles have one on its way. */
export const bundleMutationKey = ["bundles", "subscription"] as const;

export type BundlesSnapshot = { previous: Bundle[] | undefined };

/** Changes one bundle in the cached list; answers the list as it was, to restore. */
export async function changeCachedBundle(
  queryClient: QueryClient,
  id: number,
  change: (bundle: Bundle) => Bundle,
): Promise<BundlesSnapshot> {
  await queryClient.cancelQueries({ queryKey: bundlesQueryKey });
  const previous = queryClient.getQueryData<Bundle[]>(bundlesQueryKey);
  if (previous) {
    queryClient.setQueryData<Bundle[]>(
      bundlesQueryKey,
      previous.map((bundle) => (bundle.id === id ? change(bundle) : bundle)),
    );
  }
  return { previous };
}

export function restoreBundles(queryClient: QueryClient, snapshot: BundlesSnapshot | undefined): void {
  if (snapshot?.previous) queryClient.setQueryData(bundlesQueryKey, snapshot.previous);
}

/** The server's answer for one bundle, in place. */
export function storeBundle(queryClient: QueryClient, answer: Bundle): void {
  queryClient.setQueryData<Bundle[]>(bundlesQueryKey, (list) =>
    list?.map((bundle) => (bundle.id === answer.id ? answer : bundle)),
  );
}
