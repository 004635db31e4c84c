import { type DealerSettings, getDealerSettings } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { settingsKeys } from "./settings-keys.ts";

export function fetchDealerSettings(): Promise<DealerSettings> {
  return callApi(getDealerSettings);
}

export function getDealerSettingsQueryOptions() {
  return queryOptions({ queryKey: settingsKeys.dealer, queryFn: fetchDealerSettings });
}

export function useDealerSettings() {
  return useQuery(getDealerSettingsQueryOptions());
}
