import { listManufacturers, type Manufacturer } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";

/** The account's suppliers: Settings → Suppliers, the board's supplier filter, the orders' names. */
export function fetchManufacturers(): Promise<Manufacturer[]> {
  return callApi(listManufacturers).then((answer) => answer.data);
}

export const manufacturersQueryKey = ["manufacturers"] as const;

export function getManufacturersQueryOptions() {
  return queryOptions({
    queryKey: manufacturersQueryKey,
    queryFn: fetchManufacturers,
    staleTime: 5 * 60_000,
  });
}

export function useManufacturers(enabled = true) {
  return useQuery({ ...getManufacturersQueryOptions(), enabled });
}
