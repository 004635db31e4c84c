import { logout } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { isApiError } from "../../../shared/api-client/api-error.ts";
import { i18n } from "../../../shared/i18n/i18n.ts";
import { setSessionEndReason } from "../../../shared/session/session-flags.ts";
import { showErrorToast } from "../../../shared/ui/toasts.ts";

export function signOut(): Promise<unknown> {
  return callApi(logout);
}

export function useLogout({ onSettled }: { onSettled?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    // Any answer from the server ends the session locally too (a 401 means it had already ended).
    // Without an answer the session cookie may still be live, so pretending to sign out would
    // bounce the user straight back in: say so instead.
    onSettled: (_data, error) => {
      if (isApiError(error) && error.kind === "network") {
        showErrorToast(i18n.t("errors.signOutFailed"));
        return;
      }
      setSessionEndReason("logout");
      queryClient.clear();
      onSettled?.();
    },
  });
}
