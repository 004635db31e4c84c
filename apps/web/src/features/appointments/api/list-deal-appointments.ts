import { type Appointment, listDealAppointments } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { appointmentKeys } from "./appointment-keys.ts";

export function fetchDealAppointments(dealId: string, signal?: AbortSignal): Promise<Appointment[]> {
  return callApi(listDealAppointments, { params: { id: dealId }, signal });
}

export function getDealAppointmentsQueryOptions(dealId: string) {
  return queryOptions({
    queryKey: appointmentKeys.deal(dealId),
    queryFn: ({ signal }) => fetchDealAppointments(dealId, signal),
  });
}

/** A deal's appointments, by start. */
export function useDealAppointments(dealId: string) {
  return useQuery(getDealAppointmentsQueryOptions(dealId));
}
