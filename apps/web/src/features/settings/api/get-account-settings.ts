import { type AccountSettings, getAccountSettings } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";

export const accountSettingsQueryKey = ["account-settings"] as const;

export function fetchAccountSettings(): Promise<AccountSettings> {
  return callApi(getAccountSettings);
}

export function getAccountSettingsQueryOptions() {
  return queryOptions({
    queryKey: accountSettingsQueryKey,
    queryFn: fetchAccountSettings,
    staleTime: 60_000,
  });
}

export function useAccountSettings() {
  return useQuery(getAccountSettingsQueryOptions());
}
