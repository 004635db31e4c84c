// Every cached list of appointments at once: a deal's (an array) and the calendar reads (a range answer
// with its `truncated` flag), for the changes that update them in place and put them back on failure.
import type { Appointment, AppointmentRangeAnswer } from "@portal/contract";
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { appointmentKeys } from "./appointment-keys.ts";

type CachedList = Appointment[] | AppointmentRangeAnswer;

/** What every list holds now, to put back with restoreAppointmentLists. */
export type AppointmentListsSnapshot = Array<[QueryKey, unknown]>;

export async function snapshotAppointmentLists(queryClient: QueryClient): Promise<AppointmentListsSnapshot> {
  // A read still under way would land over the change.
  await queryClient.cancelQueries({ queryKey: appointmentKeys.lists() });
  return queryClient.getQueriesData({ queryKey: appointmentKeys.lists() });
}

export function restoreAppointmentLists(queryClient: QueryClient, snapshot: AppointmentListsSnapshot): void {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}

/** Applies `change` to the appointments of every cached list, whatever its shape. */
export function updateAppointmentLists(
  queryClient: QueryClient,
  change: (appointments: Appointment[]) => Appointment[],
): void {
  queryClient.setQueriesData<CachedList>({ queryKey: appointmentKeys.lists() }, (list) => {
    if (!list) return list;
    return Array.isArray(list) ? change(list) : { ...list, appointments: change(list.appointments) };
  });
}

/** Puts one appointment as it now is into every list that holds it. */
export function replaceInAppointmentLists(queryClient: QueryClient, appointment: Appointment): void {
  updateAppointmentLists(queryClient, (list) =>
    list.map((item) => (item.id === appointment.id ? appointment : item)),
  );
}
