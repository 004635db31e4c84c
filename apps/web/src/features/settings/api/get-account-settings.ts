import { type AccountSettings, getAccountSettings } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { settingsKeys } from "./settings-keys.ts";

export function fetchAccountSettings(): Promise<AccountSettings> {
  return callApi(getAccountSettings);
}

export function getAccountSettingsQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.account,
    queryFn: fetchAccountSettings,
    staleTime: 60_000,
  });
}

export function useAccountSettings() {
  return useQuery(getAccountSettingsQueryOptions());
}
