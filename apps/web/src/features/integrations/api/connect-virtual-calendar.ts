import { type CalendarConnection, connectVirtualCalendar } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { calendarConnectionsQueryKey } from "./list-calendar-connections.ts";

export function connectPortalCalendar(): Promise<CalendarConnection> {
  return callApi(connectVirtualCalendar);
}

/** Connects the portal's own calendar (VIRTUAL_CALENDAR); it is valid at once. */
export function useConnectVirtualCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectPortalCalendar,
    onSuccess: (connection) =>
      queryClient.setQueryData<CalendarConnection[]>(calendarConnectionsQueryKey, (list) =>
        list ? [...list, connection] : list,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarConnectionsQueryKey }),
  });
}
