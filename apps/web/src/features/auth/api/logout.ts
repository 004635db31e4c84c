import { logout } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { setSessionEndReason } from "../../../shared/session/session-flags.ts";

export function signOut(): Promise<unknown> {
  return callApi(logout);
}

export function useLogout({ onSettled }: { onSettled?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    // Signed out locally whatever the server says: the user asked to leave.
    onSettled: () => {
      setSessionEndReason("logout");
      queryClient.clear();
      onSettled?.();
    },
  });
}
