import { type CallBody, updateDealerSettings } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { settingsKeys } from "./settings-keys.ts";

export type UpdateDealerSettingsInput = CallBody<typeof updateDealerSettings>;

export function saveDealerSettings(body: UpdateDealerSettingsInput) {
  return callApi(updateDealerSettings, { body });
}

export function useUpdateDealerSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDealerSettings,
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.dealer }),
  });
}
