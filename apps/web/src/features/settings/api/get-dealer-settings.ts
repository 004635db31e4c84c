import { type DealerSettings, getDealerSettings } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";

export const dealerSettingsQueryKey = ["dealer-settings"] as const;

export function fetchDealerSettings(): Promise<DealerSettings> {
  return callApi(getDealerSettings);
}

export function getDealerSettingsQueryOptions() {
  return queryOptions({ queryKey: dealerSettingsQueryKey, queryFn: fetchDealerSettings });
}

export function useDealerSettings() {
  return useQuery(getDealerSettingsQueryOptions());
}
