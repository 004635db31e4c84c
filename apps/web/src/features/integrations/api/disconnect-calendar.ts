import { type CalendarConnection, disconnectCalendar } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { calendarConnectionsQueryKey } from "./list-calendar-connections.ts";

export function removeCalendarConnection(id: number): Promise<{ ok: true }> {
  return callApi(disconnectCalendar, { params: { id } });
}

export function useDisconnectCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCalendarConnection,
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<CalendarConnection[]>(calendarConnectionsQueryKey, (list) =>
        list?.filter((connection) => connection.id !== id),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarConnectionsQueryKey }),
  });
}
