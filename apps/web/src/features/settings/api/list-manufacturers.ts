import { listManufacturers, type Manufacturer } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { settingsKeys } from "./settings-keys.ts";

/** The account's suppliers: Settings → Suppliers, the board's supplier filter, the orders' names. */
export function fetchManufacturers(): Promise<Manufacturer[]> {
  return callApi(listManufacturers).then((answer) => answer.data);
}

export function getManufacturersQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.manufacturers,
    queryFn: fetchManufacturers,
    staleTime: 5 * 60_000,
  });
}

export function useManufacturers(enabled = true) {
  return useQuery({ ...getManufacturersQueryOptions(), enabled });
}
