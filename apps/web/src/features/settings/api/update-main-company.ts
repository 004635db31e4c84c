import { type CallBody, updateMainCompany } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { settingsKeys } from "./settings-keys.ts";

export type UpdateMainCompanyInput = CallBody<typeof updateMainCompany>;

export function saveMainCompany(body: UpdateMainCompanyInput) {
  return callApi(updateMainCompany, { body });
}

export function useUpdateMainCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMainCompany,
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.account }),
  });
}
