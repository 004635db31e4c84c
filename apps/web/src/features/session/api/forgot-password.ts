import { type CallBody, forgotPassword } from "@portal/contract";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";

export type ForgotPasswordInput = CallBody<typeof forgotPassword>;

export function requestPasswordReset(body: ForgotPasswordInput) {
  return callApi(forgotPassword, { body });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
