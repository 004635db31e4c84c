import { type AddressLookupStatus, getAddressLookupStatus } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";

export const addressLookupQueryKey = ["address-lookup"] as const;

/** Whether the server has a maps key; any failure reads as "no" (the address stays plain fields). */
export async function fetchAddressLookupStatus(): Promise<AddressLookupStatus> {
  try {
    return await callApi(getAddressLookupStatus, { quietStatuses: [403, 404, 429, 500, 502, 503] });
  } catch {
    return { available: false, countryCode: "" };
  }
}

export function getAddressLookupStatusQueryOptions() {
  // Configuration changes with a deploy, not while someone is on the page.
  return queryOptions({
    queryKey: [...addressLookupQueryKey, "status"],
    queryFn: fetchAddressLookupStatus,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useAddressLookupStatus(enabled: boolean) {
  return useQuery({ ...getAddressLookupStatusQueryOptions(), enabled });
}
