import { deleteCompanyLogo, uploadCompanyLogo, uploadLimits } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { uploadWithProgress } from "../../../shared/api-client/upload-with-progress.ts";
import { dealerSettingsQueryKey } from "./get-dealer-settings.ts";

export function useUploadCompanyLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const formData = new FormData();
      formData.append(uploadLimits.field, file);
      // The card shows the server's own message for a refused file.
      return uploadWithProgress(uploadCompanyLogo, { formData, quietStatuses: [413, 415, 422] });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: dealerSettingsQueryKey }),
  });
}

export function useDeleteCompanyLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(deleteCompanyLogo),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dealerSettingsQueryKey }),
  });
}
