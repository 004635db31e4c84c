import { type CalendarProviders, getCalendarProviders } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { integrationsQueryKey } from "./list-calendar-connections.ts";

export const calendarProvidersQueryKey = [...integrationsQueryKey, "calendar-providers"] as const;

export function fetchCalendarProviders(): Promise<CalendarProviders> {
  return callApi(getCalendarProviders);
}

/** The server's configuration: it changes only with a restart. */
export function getCalendarProvidersQueryOptions() {
  return queryOptions({
    queryKey: calendarProvidersQueryKey,
    queryFn: fetchCalendarProviders,
    staleTime: 5 * 60_000,
  });
}

/** Which calendar providers can be linked, and the redirect URI their OAuth clients need. */
export function useCalendarProviders() {
  return useQuery(getCalendarProvidersQueryOptions());
}
