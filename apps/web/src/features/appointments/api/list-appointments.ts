import { type AppointmentRangeAnswer, type CallQuery, listAppointments } from "@portal/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { type AppointmentRangeKey, appointmentKeys } from "./appointment-keys.ts";

export type AppointmentsQuery = CallQuery<typeof listAppointments>;

export function fetchAppointments(
  query: AppointmentsQuery,
  signal?: AbortSignal,
): Promise<AppointmentRangeAnswer> {
  return callApi(listAppointments, { query, signal });
}

export function fetchAppointmentRange(
  range: AppointmentRangeKey,
  signal?: AbortSignal,
): Promise<AppointmentRangeAnswer> {
  return fetchAppointments(
    {
      from: range.from,
      to: range.to,
      ...(range.personIds.length > 0 ? { personIds: range.personIds.join(",") } : {}),
    },
    signal,
  );
}

export function getAppointmentRangeQueryOptions(range: AppointmentRangeKey) {
  return queryOptions({
    queryKey: appointmentKeys.range(range),
    queryFn: ({ signal }) => fetchAppointmentRange(range, signal),
  });
}

/**
 * The calendar's read: what overlaps the days it shows (dates in the account's zone, `to` exclusive),
 * only what the chosen people take part in when some are chosen. While the next range loads, the last
 * one stays on screen (`isPlaceholderData`).
 */
export function useAppointmentRange(range: AppointmentRangeKey) {
  return useQuery({ ...getAppointmentRangeQueryOptions(range), placeholderData: keepPreviousData });
}

/** What a personnel person takes part in from now on (the API's default range: now and the next 62 days). */
export function getPersonAppointmentsQueryOptions(personId: string) {
  return queryOptions({
    queryKey: appointmentKeys.person(personId),
    queryFn: ({ signal }) => fetchAppointments({ personIds: personId }, signal),
  });
}

export function usePersonAppointments(personId: string) {
  return useQuery(getPersonAppointmentsQueryOptions(personId));
}
