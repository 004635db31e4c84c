import { type CalendarFeed, getCalendarFeed } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { personQueryKey } from "../../personnel/api/get-person.ts";

/** Under the person's key: deleting the person drops it with them. */
export function calendarFeedQueryKey(personId: string) {
  return [...personQueryKey(personId), "calendar-feed"] as const;
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
