import { type CallBody, login, type Me } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { markSessionActive } from "../../../shared/session/session-flags.ts";
import { meQueryKey } from "./get-me.ts";

export type LoginInput = CallBody<typeof login>;

export function signIn(body: LoginInput): Promise<Me> {
  return callApi(login, { body });
}

export function useLogin({ onSuccess }: { onSuccess?: (me: Me) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (me) => {
      markSessionActive();
      // A new session: nothing cached under the previous one may leak into it.
      queryClient.clear();
      queryClient.setQueryData(meQueryKey, me);
      onSuccess?.(me);
    },
  });
}
