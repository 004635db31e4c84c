import { addContactProvider, type CallBody, type ContactProvider } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";

import { getProvidersQueryOptions } from "../../settings/api/get-providers.ts";

/** `GET /providers`, loaded with the session (the settings feature's query). */
export const providersQueryKey = getProvidersQueryOptions().queryKey;

export type AddContactProviderInput = CallBody<typeof addContactProvider>;

export function createContactProvider(body: AddContactProviderInput): Promise<ContactProvider> {
  return callApi(addContactProvider, { body });
}

/** Adds an external contact provider; the answer carries its key's hint, never the key. */
export function useAddContactProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContactProvider,
    onSettled: () => queryClient.invalidateQueries({ queryKey: providersQueryKey }),
  });
}
