import { createCalendarFeed, type IssuedCalendarFeed } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { calendarFeedQueryKey } from "./get-calendar-feed.ts";

export function issueCalendarFeed(personId: string): Promise<IssuedCalendarFeed> {
  return callApi(createCalendarFeed, { params: { id: personId } });
}

/** Makes the person's link, replacing any earlier one; the answer holds the URL, this once. */
export function useCreateCalendarFeed(personId: string) {
  const queryClient = useQueryClient();
  const queryKey = calendarFeedQueryKey(personId);
  return useMutation({
    mutationFn: () => issueCalendarFeed(personId),
    onSuccess: (issued) => queryClient.setQueryData(queryKey, { active: true, createdAt: issued.createdAt }),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
