import { type Appointment, getAppointment } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { appointmentKeys } from "./appointment-keys.ts";

export function fetchAppointment(appointmentId: string, signal?: AbortSignal): Promise<Appointment> {
  return callApi(getAppointment, { params: { id: appointmentId }, signal });
}

export function getAppointmentQueryOptions(appointmentId: string) {
  return queryOptions({
    queryKey: appointmentKeys.one(appointmentId),
    queryFn: ({ signal }) => fetchAppointment(appointmentId, signal),
  });
}

/** One appointment (the calendar's /calendar/{eventId}). */
export function useAppointment(appointmentId: string, enabled = true) {
  return useQuery({ ...getAppointmentQueryOptions(appointmentId), enabled });
}
