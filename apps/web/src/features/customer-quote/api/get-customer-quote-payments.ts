import { getCustomerQuotePayments, type PaymentSummary } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { customerQuoteKeys } from "./customer-quote-keys.ts";

/** What the customer has paid on the quote and what a deposit would be. */
export function fetchCustomerQuotePayments(token: string, signal?: AbortSignal): Promise<PaymentSummary> {
  return callApi(getCustomerQuotePayments, { params: { id: token }, signal, quietStatuses: [404] });
}

export function getCustomerQuotePaymentsQueryOptions(token: string) {
  return queryOptions({
    queryKey: customerQuoteKeys.payments(token),
    queryFn: ({ signal }) => fetchCustomerQuotePayments(token, signal),
    retry: false,
  });
}

export function usePaymentSummary(token: string, enabled: boolean) {
  return useQuery({ ...getCustomerQuotePaymentsQueryOptions(token), enabled });
}
