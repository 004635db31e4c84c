import { uploadCompanyLogo, uploadLimits } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { uploadWithProgress } from "../../../shared/api-client/upload-with-progress.ts";
import { settingsKeys } from "./settings-keys.ts";

/** Sends the logo file; the card shows the server's own message for a refused file. */
export function postCompanyLogo(file: File) {
  const formData = new FormData();
  formData.append(uploadLimits.field, file);
  return uploadWithProgress(uploadCompanyLogo, { formData, quietStatuses: [413, 415, 422] });
}

export function useUploadCompanyLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postCompanyLogo,
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.dealer }),
  });
}
