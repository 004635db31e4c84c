import { getProviders, type Providers } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { settingsKeys } from "./settings-keys.ts";

export function fetchProviders(): Promise<Providers> {
  return callApi(getProviders);
}

export function getProvidersQueryOptions() {
  return queryOptions({ queryKey: settingsKeys.providers, queryFn: fetchProviders, staleTime: 5 * 60_000 });
}

export function useProviders() {
  return useQuery(getProvidersQueryOptions());
}
