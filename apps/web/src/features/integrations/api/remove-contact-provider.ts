import { removeContactProvider } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { providersQueryKey } from "./add-contact-provider.ts";

export function deleteContactProvider(id: string): Promise<{ ok: true }> {
  return callApi(removeContactProvider, { params: { id } });
}

export function useRemoveContactProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContactProvider,
    onSettled: () => queryClient.invalidateQueries({ queryKey: providersQueryKey }),
  });
}
