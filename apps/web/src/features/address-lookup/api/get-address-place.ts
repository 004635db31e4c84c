import { type AddressPlace, getAddressPlace } from "@portal/contract";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { addressLookupQueryKey } from "./get-address-lookup-status.ts";
import { addressLookupQuietStatuses } from "./list-address-suggestions.ts";

export function fetchAddressPlace(placeId: string, sessionToken: string): Promise<AddressPlace> {
  return callApi(getAddressPlace, {
    params: { placeId },
    query: { sessionToken },
    quietStatuses: addressLookupQuietStatuses,
  });
}

export function getAddressPlaceQueryOptions(placeId: string, sessionToken: string) {
  return queryOptions({
    queryKey: [...addressLookupQueryKey, "places", placeId],
    queryFn: () => fetchAddressPlace(placeId, sessionToken),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
