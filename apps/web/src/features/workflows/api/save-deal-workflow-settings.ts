import { type DealWorkflowSettings, saveDealWorkflowSettings } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import {
  dealWorkflowSettingsQueryOptions,
  type PresetFilter,
  presetsOf,
} from "./get-deal-workflow-settings.ts";
import { workflowKeys } from "./workflow-keys.ts";

/** Replaces the whole settings object (every workflow's presets). */
export function postDealWorkflowSettings(settings: DealWorkflowSettings): Promise<unknown> {
  return callApi(saveDealWorkflowSettings, { body: settings });
}

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
      await postDealWorkflowSettings(next);
      return next;
    },
    onSuccess: (next) => queryClient.setQueryData(workflowKeys.dealSettings, next),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workflowKeys.dealSettings, exact: true }),
  });
}
