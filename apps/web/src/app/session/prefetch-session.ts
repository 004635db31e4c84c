import type { QueryClient } from "@tanstack/react-query";
import { getMeQueryOptions } from "../../features/session/api/get-me.ts";
import { getAccountSettingsQueryOptions } from "../../features/settings/api/get-account-settings.ts";
import { getProvidersQueryOptions } from "../../features/settings/api/get-providers.ts";

/**
 * The signed-in session's calls (me, account settings, providers) started together, not one after
 * another once the layout has rendered; RequireSession picks them up from the query cache.
 */
export function prefetchSession(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(getMeQueryOptions());
  void queryClient.prefetchQuery(getAccountSettingsQueryOptions());
  void queryClient.prefetchQuery(getProvidersQueryOptions());
}
