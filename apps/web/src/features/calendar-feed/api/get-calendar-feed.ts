import { type CalendarFeed, getCalendarFeed } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";

/** One person's feed link. */
export function calendarFeedQueryKey(personId: string) {
  return ["calendar-feed", personId] as const;
}

export function fetchCalendarFeed(personId: string): Promise<CalendarFeed> {
  return callApi(getCalendarFeed, { params: { id: personId } });
}

export function getCalendarFeedQueryOptions(personId: string) {
  return queryOptions({
    queryKey: calendarFeedQueryKey(personId),
    queryFn: () => fetchCalendarFeed(personId),
  });
}

/** Whether the person has a live calendar feed link, and since when. */
export function useCalendarFeed(personId: string) {
  return useQuery(getCalendarFeedQueryOptions(personId));
}
