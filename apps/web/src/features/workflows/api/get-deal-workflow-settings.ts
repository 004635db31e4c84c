// Preset filters per workflow (spec 001 "GET and POST /account/web-settings/DEAL_WORKFLOWS").
import { type DealWorkflowSettings, getDealWorkflowSettings } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { workflowKeys } from "./workflow-keys.ts";

export type PresetFilter = DealWorkflowSettings["workflows"][number]["presetFilters"][number];

export function fetchDealWorkflowSettings(signal?: AbortSignal): Promise<DealWorkflowSettings> {
  return callApi(getDealWorkflowSettings, { signal });
}

export const dealWorkflowSettingsQueryOptions = () =>
  queryOptions({
    queryKey: workflowKeys.dealSettings,
    queryFn: ({ signal }) => fetchDealWorkflowSettings(signal),
  });

export function useDealWorkflowSettings() {
  return useQuery(dealWorkflowSettingsQueryOptions());
}

export const presetsOf = (settings: DealWorkflowSettings | undefined, workflowId: string): PresetFilter[] =>
  settings?.workflows.find((item) => item.workflowId === workflowId)?.presetFilters ?? [];
