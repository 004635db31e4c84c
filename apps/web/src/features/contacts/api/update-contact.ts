import { type CallBody, type Contact, updateContact } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { contactQueryKey } from "./get-contact.ts";
import { contactListQueryKey } from "./list-contacts.ts";

export type UpdateContactInput = CallBody<typeof updateContact>;

export function saveContact(id: string, body: UpdateContactInput): Promise<Contact> {
  return callApi(updateContact, { params: { id }, body });
}

export function useUpdateContact(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateContactInput) => saveContact(id, body),
    onSuccess: (contact) => queryClient.setQueryData(contactQueryKey(contact.id), contact),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactListQueryKey }),
  });
}
