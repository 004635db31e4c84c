import { addContactProvider, type CallBody, type ContactProvider } from "@portal/contract";
import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";

export type AddContactProviderInput = CallBody<typeof addContactProvider>;

export function createContactProvider(body: AddContactProviderInput): Promise<ContactProvider> {
  return callApi(addContactProvider, { body });
}

/**
 * Adds an external contact provider; the answer carries its key's hint, never the key. `providersQueryKey`
 * is `GET /providers`'s (the settings feature's query, loaded with the session), which then reloads.
 */
export function useAddContactProvider(providersQueryKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContactProvider,
    onSettled: () => queryClient.invalidateQueries({ queryKey: providersQueryKey }),
  });
}
