import { type Contact, getContact } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { contactsQueryKey } from "./list-contacts.ts";

export function contactQueryKey(id: string) {
  return [...contactsQueryKey, "detail", id] as const;
}

export function fetchContact(id: string): Promise<Contact> {
  return callApi(getContact, { params: { id } });
}

export function getContactQueryOptions(id: string) {
  return queryOptions({ queryKey: contactQueryKey(id), queryFn: () => fetchContact(id) });
}

export function useContact(id: string) {
  return useQuery(getContactQueryOptions(id));
}
