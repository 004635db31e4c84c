import { getMe, type Me } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";

export const meQueryKey = ["me"] as const;

export function fetchMe(): Promise<Me> {
  return callApi(getMe);
}

export function getMeQueryOptions() {
  return queryOptions({ queryKey: meQueryKey, queryFn: fetchMe, staleTime: 5 * 60_000 });
}

/** The session: pending while unknown, data when signed in, an error (401) when not. */
export function useMe() {
  return useQuery(getMeQueryOptions());
}
