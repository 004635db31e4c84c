import { type AddressSuggestion, listAddressSuggestions } from "@portal/contract";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { addressLookupQueryKey } from "./get-address-lookup-status.ts";

/** Every failure is shown as the spec's address lookup failure, never the generic server toast. */
export const addressLookupQuietStatuses = [403, 404, 422, 429, 500, 502, 503, 504] as const;

export async function fetchAddressSuggestions(
  q: string,
  sessionToken: string,
  signal?: AbortSignal,
): Promise<AddressSuggestion[]> {
  const answer = await callApi(listAddressSuggestions, {
    query: { q, sessionToken },
    signal,
    quietStatuses: addressLookupQuietStatuses,
  });
  return answer.suggestions;
}

/**
 * Keyed by the text only: the session token just groups one person's lookups for the provider's
 * billing, and the same text has the same suggestions.
 */
export function getAddressSuggestionsQueryOptions(q: string, sessionToken: string) {
  return queryOptions({
    queryKey: [...addressLookupQueryKey, "suggestions", q],
    queryFn: ({ signal }) => fetchAddressSuggestions(q, sessionToken, signal),
    staleTime: 5 * 60_000,
    // Each lookup is a paid call: a failure is shown, and typing on asks again.
    retry: false,
  });
}
