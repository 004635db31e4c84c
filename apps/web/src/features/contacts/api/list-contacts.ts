import { type ContactListItem, listContacts } from "@portal/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";

export const contactsQueryKey = ["contacts"] as const;
export const contactListQueryKey = [...contactsQueryKey, "list"] as const;

export function contactListSearchKey(search: string) {
  return [...contactListQueryKey, search] as const;
}

/** The contacts matching `search` (all when empty). */
export function fetchContacts(search: string, signal?: AbortSignal): Promise<ContactListItem[]> {
  return callApi(listContacts, { query: { search: search || undefined }, signal });
}

export function getContactsQueryOptions(search: string) {
  return queryOptions({ queryKey: contactListSearchKey(search), queryFn: () => fetchContacts(search) });
}

/** The contacts matching `search` (all when empty); the previous answer stays while a new search loads. */
export function useContacts(search: string) {
  return useQuery({ ...getContactsQueryOptions(search), placeholderData: keepPreviousData });
}
