import { type CallBody, type Contact, createContact } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { contactQueryKey } from "./get-contact.ts";
import { contactListQueryKey } from "./list-contacts.ts";

export type CreateContactInput = CallBody<typeof createContact>;

export function addContact(body: CreateContactInput): Promise<Contact> {
  return callApi(createContact, { body });
}

export function useCreateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addContact,
    // The detail opens next: seed it so it shows at once.
    onSuccess: (contact) => queryClient.setQueryData(contactQueryKey(contact.id), contact),
    // Any search may now match the new contact.
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactListQueryKey }),
  });
}
