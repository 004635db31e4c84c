// The customer's quote (spec 001 §4 Public quote); no sign-in, the share token is the key.
import { type CustomerQuote, getCustomerQuote } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { customerQuoteKeys } from "./customer-quote-keys.ts";

/** A missing or broken link (404, 422) is the page's to show. */
export function fetchCustomerQuote(token: string, signal?: AbortSignal): Promise<CustomerQuote> {
  return callApi(getCustomerQuote, { params: { id: token }, signal, quietStatuses: [404, 422] });
}

export function getCustomerQuoteQueryOptions(token: string) {
  return queryOptions({
    queryKey: customerQuoteKeys.quote(token),
    queryFn: ({ signal }) => fetchCustomerQuote(token, signal),
    retry: false,
  });
}

export function useCustomerQuote(token: string) {
  return useQuery(getCustomerQuoteQueryOptions(token));
}
