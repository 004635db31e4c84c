import { type ContactListItem, listContacts } from "@portal/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { appointmentKeys } from "./appointment-keys.ts";

export function fetchParticipantContacts(search: string, signal?: AbortSignal): Promise<ContactListItem[]> {
  return callApi(listContacts, { query: { search }, signal });
}

/** Contacts matching what was typed, to add as participants; nothing is asked for until something is typed. */
export function useParticipantContacts(search: string) {
  return useQuery({
    queryKey: [...appointmentKeys.all, "contacts", search] as const,
    queryFn: ({ signal }) => fetchParticipantContacts(search, signal),
    enabled: search !== "",
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
