import { type CalendarPerson, listCalendarPeople } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { appointmentKeys } from "./appointment-keys.ts";

export function fetchCalendarPeople(signal?: AbortSignal): Promise<CalendarPerson[]> {
  return callApi(listCalendarPeople, { signal });
}

export function getCalendarPeopleQueryOptions() {
  return queryOptions({
    queryKey: [...appointmentKeys.all, "people"] as const,
    queryFn: ({ signal }) => fetchCalendarPeople(signal),
    staleTime: 5 * 60_000,
  });
}

/** The account's personnel (with Deals, whatever the personnel toggle): participants to pick. */
export function useCalendarPeople(enabled = true) {
  return useQuery({ ...getCalendarPeopleQueryOptions(), enabled });
}
