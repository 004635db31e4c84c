import { removeContactProvider } from "@portal/contract";
import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";

export function deleteContactProvider(id: string): Promise<{ ok: true }> {
  return callApi(removeContactProvider, { params: { id } });
}

/** Removes an external contact provider; `GET /providers` (under `providersQueryKey`) then reloads. */
export function useRemoveContactProvider(providersQueryKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContactProvider,
    onSettled: () => queryClient.invalidateQueries({ queryKey: providersQueryKey }),
  });
}
