import { listPersonnel, type Person } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";

/**
 * Every personnel query starts with this key: a change invalidates them all, the deal board's Personnel
 * filter (which reads the same call under ["personnel"]) included.
 */
export const personnelQueryKey = ["personnel"] as const;
export const personnelListQueryKey = [...personnelQueryKey, "list"] as const;

export function fetchPersonnel(): Promise<Person[]> {
  return callApi(listPersonnel);
}

export function getPersonnelQueryOptions() {
  return queryOptions({ queryKey: personnelListQueryKey, queryFn: fetchPersonnel });
}

/** The account's personnel, by name. */
export function usePersonnel() {
  return useQuery(getPersonnelQueryOptions());
}
