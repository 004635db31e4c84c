import { type CallBody, resetPassword } from "@portal/contract";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";

export type ResetPasswordInput = CallBody<typeof resetPassword>;

export function setNewPassword(body: ResetPasswordInput) {
  return callApi(resetPassword, { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: setNewPassword });
}
