// Preset filters per workflow (spec 001 "GET and POST /account/web-settings/DEAL_WORKFLOWS").
import {
  type DealWorkflowSettings,
  getDealWorkflowSettings,
  saveDealWorkflowSettings,
} from "@portal/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";

export type PresetFilter = DealWorkflowSettings["workflows"][number]["presetFilters"][number];

export const dealWorkflowSettingsKey = ["account", "web-settings", "DEAL_WORKFLOWS"] as const;

export function fetchDealWorkflowSettings(signal?: AbortSignal): Promise<DealWorkflowSettings> {
  return callApi(getDealWorkflowSettings, { signal });
}

export const dealWorkflowSettingsQueryOptions = () =>
  queryOptions({
    queryKey: dealWorkflowSettingsKey,
    queryFn: ({ signal }) => fetchDealWorkflowSettings(signal),
  });

export function useDealWorkflowSettings() {
  return useQuery(dealWorkflowSettingsQueryOptions());
}

export const presetsOf = (settings: DealWorkflowSettings | undefined, workflowId: string): PresetFilter[] =>
  settings?.workflows.find((item) => item.workflowId === workflowId)?.presetFilters ?? [];

/** The whole settings object with one workflow's presets replaced; other workflows stay as they are. */
export function withPresets(
  settings: DealWorkflowSettings,
  workflowId: string,
  presetFilters: PresetFilter[],
): DealWorkflowSettings {
  const others = settings.workflows.filter((item) => item.workflowId !== workflowId);
  return { workflows: [...others, { workflowId, presetFilters }] };
}

/**
 * Saves one workflow's presets. The POST replaces the whole object, so it reads the latest settings
 * first (another tab or user may have changed another workflow's presets meanwhile).
 */
export function useSaveWorkflowPresets(workflowId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: (presets: PresetFilter[]) => PresetFilter[]) => {
      const latest = await queryClient.fetchQuery({ ...dealWorkflowSettingsQueryOptions(), staleTime: 0 });
      const next = withPresets(latest, workflowId, change(presetsOf(latest, workflowId)));
      await callApi(saveDealWorkflowSettings, { body: next });
      return next;
    },
    onSuccess: (next) => queryClient.setQueryData(dealWorkflowSettingsKey, next),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dealWorkflowSettingsKey, exact: true }),
  });
}
