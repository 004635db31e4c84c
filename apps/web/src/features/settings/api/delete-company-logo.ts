import { deleteCompanyLogo } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { settingsKeys } from "./settings-keys.ts";

export function removeCompanyLogo() {
  return callApi(deleteCompanyLogo);
}

export function useDeleteCompanyLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCompanyLogo,
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.dealer }),
  });
}
