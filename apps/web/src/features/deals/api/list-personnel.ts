import { listPersonnel, type Person } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";

/** The account's personnel, for the board's Personnel filter. */
export function fetchPersonnel(): Promise<Person[]> {
  return callApi(listPersonnel);
}

export function getPersonnelQueryOptions() {
  return queryOptions({
    queryKey: ["personnel"] as const,
    queryFn: fetchPersonnel,
    staleTime: 5 * 60_000,
  });
}

/** Only with the personnel feature: without it the call answers 403. */
export function usePersonnel(enabled: boolean) {
  return useQuery({ ...getPersonnelQueryOptions(), enabled });
}
