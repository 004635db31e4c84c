import { listPersonnel, type Person } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";

/** Every personnel query starts with this key: a change invalidates them all. */
export const personnelQueryKey = ["personnel"] as const;
export const personnelListQueryKey = [...personnelQueryKey, "list"] as const;

export function fetchPersonnel(): Promise<Person[]> {
  return callApi(listPersonnel);
}

export function getPersonnelQueryOptions() {
  return queryOptions({ queryKey: personnelListQueryKey, queryFn: fetchPersonnel });
}

/**
 * The account's personnel, by name: the Personnel page and the deal board's Personnel filter (which asks
 * only with the personnel feature, `enabled`: without it the call answers 403).
 */
export function usePersonnel(enabled = true) {
  return useQuery({ ...getPersonnelQueryOptions(), enabled });
}
