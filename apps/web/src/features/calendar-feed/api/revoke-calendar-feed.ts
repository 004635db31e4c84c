import { revokeCalendarFeed } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { calendarFeedQueryKey } from "./get-calendar-feed.ts";

export function turnOffCalendarFeed(personId: string): Promise<{ ok: true }> {
  return callApi(revokeCalendarFeed, { params: { id: personId } });
}

/** Turns the person's feed off: its link stops working. */
export function useRevokeCalendarFeed(personId: string) {
  const queryClient = useQueryClient();
  const queryKey = calendarFeedQueryKey(personId);
  return useMutation({
    mutationFn: () => turnOffCalendarFeed(personId),
    onSuccess: () => queryClient.setQueryData(queryKey, { active: false, createdAt: null }),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
