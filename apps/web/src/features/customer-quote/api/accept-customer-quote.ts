import { acceptCustomerQuote, type CustomerQuote } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { hasStatus } from "../../../shared/api-client/api-error.ts";
import { customerQuoteKeys } from "./customer-quote-keys.ts";

export type AcceptQuoteInput = { name: string; signature: string };

/** The customer signs and accepts; answers the accepted quote. Refusals are the page's to show. */
export function postCustomerQuoteAcceptance(token: string, body: AcceptQuoteInput): Promise<CustomerQuote> {
  return callApi(acceptCustomerQuote, { params: { id: token }, body, quietStatuses: [404, 422] });
}

export function useAcceptCustomerQuote(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptQuoteInput) => postCustomerQuoteAcceptance(token, body),
    onSuccess: (quote) => queryClient.setQueryData(customerQuoteKeys.quote(token), quote),
    // The link was revoked (or the quote archived) while the customer read it: the page asks again and
    // says 'Quote not found', rather than a toast and a form error at once.
    onError: (error) => {
      if (hasStatus(error, 404))
        void queryClient.invalidateQueries({ queryKey: customerQuoteKeys.quote(token), exact: true });
    },
  });
}
