import { type CalendarConnection, listCalendarConnections } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";

export const integrationsQueryKey = ["integrations"] as const;
export const calendarConnectionsQueryKey = [...integrationsQueryKey, "calendar-connections"] as const;

export function fetchCalendarConnections(): Promise<CalendarConnection[]> {
  return callApi(listCalendarConnections);
}

export function getCalendarConnectionsQueryOptions() {
  return queryOptions({ queryKey: calendarConnectionsQueryKey, queryFn: fetchCalendarConnections });
}

/** The account's calendar connections (`GET /account/nylas`). */
export function useCalendarConnections() {
  return useQuery(getCalendarConnectionsQueryOptions());
}
