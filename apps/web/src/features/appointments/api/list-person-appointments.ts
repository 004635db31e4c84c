import { type AppointmentRangeAnswer, listAppointments } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { appointmentKeys } from "./appointment-keys.ts";

/** What a personnel person takes part in from now on (the API's default range: now and the next 62 days). */
export function getPersonAppointmentsQueryOptions(personId: string) {
  return queryOptions({
    queryKey: appointmentKeys.person(personId),
    queryFn: ({ signal }): Promise<AppointmentRangeAnswer> =>
      callApi(listAppointments, { query: { personIds: personId }, signal }),
  });
}

export function usePersonAppointments(personId: string) {
  return useQuery(getPersonAppointmentsQueryOptions(personId));
}
