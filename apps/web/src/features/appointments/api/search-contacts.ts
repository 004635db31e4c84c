// Contacts to add to an appointment as participants: the contacts area's list call, cached under the
// appointments' own key.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { fetchContacts } from "../../contacts/index.ts";
import { appointmentKeys } from "./appointment-keys.ts";

/** Contacts matching what was typed, to add as participants; nothing is asked for until something is typed. */
export function useParticipantContacts(search: string) {
  return useQuery({
    queryKey: [...appointmentKeys.all, "contacts", search] as const,
    queryFn: ({ signal }) => fetchContacts(search, signal),
    enabled: search !== "",
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
