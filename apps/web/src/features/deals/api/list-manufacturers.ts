import { listManufacturers, type Manufacturer } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";

/** The account's suppliers, for the board's supplier filter. */
export function fetchManufacturers(): Promise<Manufacturer[]> {
  return callApi(listManufacturers).then((answer) => answer.data);
}

export function getManufacturersQueryOptions() {
  return queryOptions({
    queryKey: ["manufacturers"] as const,
    queryFn: fetchManufacturers,
    staleTime: 5 * 60_000,
  });
}

export function useManufacturers(enabled = true) {
  return useQuery({ ...getManufacturersQueryOptions(), enabled });
}
