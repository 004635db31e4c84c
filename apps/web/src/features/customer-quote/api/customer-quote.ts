// The customer's quote calls (spec 001 §4 Public quote); no sign-in, the share token is the key.
import {
  acceptCustomerQuote,
  type CustomerQuote,
  getCustomerQuote,
  getCustomerQuotePayments,
  type PaymentSummary,
  payCustomerQuoteDeposit,
} from "@portal/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { hasStatus } from "../../../shared/api-client/api-error.ts";

const quoteKey = (token: string) => ["customer-quote", token] as const;
const paymentsKey = (token: string) => ["customer-quote", token, "payments"] as const;

export function useCustomerQuote(token: string) {
  return useQuery({
    queryKey: quoteKey(token),
    queryFn: ({ signal }): Promise<CustomerQuote> =>
      callApi(getCustomerQuote, { params: { id: token }, signal, quietStatuses: [404, 422] }),
    retry: false,
  });
}

export function usePaymentSummary(token: string, enabled: boolean) {
  return useQuery({
    queryKey: paymentsKey(token),
    queryFn: ({ signal }): Promise<PaymentSummary> =>
      callApi(getCustomerQuotePayments, { params: { id: token }, signal, quietStatuses: [404] }),
    enabled,
    retry: false,
  });
}

export function useAcceptCustomerQuote(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; signature: string }) =>
      callApi(acceptCustomerQuote, { params: { id: token }, body, quietStatuses: [404, 422] }),
    onSuccess: (quote) => queryClient.setQueryData(quoteKey(token), quote),
    // The link was revoked (or the quote archived) while the customer read it: the page asks again and
    // says 'Quote not found', rather than a toast and a form error at once.
    onError: (error) => {
      if (hasStatus(error, 404))
        void queryClient.invalidateQueries({ queryKey: quoteKey(token), exact: true });
    },
  });
}

export function usePayDeposit(token: string) {
  return useMutation({
    mutationFn: () => callApi(payCustomerQuoteDeposit, { params: { id: token } }),
  });
}
