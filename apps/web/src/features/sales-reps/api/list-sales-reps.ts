import { listSalesReps, type SalesRep } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";

/** The account's active employees, for the board's Sales rep filter. */
export function fetchSalesReps(): Promise<SalesRep[]> {
  return callApi(listSalesReps);
}

export function getSalesRepsQueryOptions() {
  return queryOptions({
    queryKey: ["sales-reps"] as const,
    queryFn: fetchSalesReps,
    staleTime: 5 * 60_000,
  });
}

export function useSalesReps() {
  return useQuery(getSalesRepsQueryOptions());
}
