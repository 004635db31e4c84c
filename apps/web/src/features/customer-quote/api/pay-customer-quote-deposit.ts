import { payCustomerQuoteDeposit } from "@portal/contract";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";

/** A deposit payment for the accepted quote, whose checkout the customer is taken to. */
export function postCustomerQuoteDeposit(token: string): Promise<{ paymentId: string }> {
  return callApi(payCustomerQuoteDeposit, { params: { id: token } });
}

export function usePayDeposit(token: string) {
  return useMutation({ mutationFn: () => postCustomerQuoteDeposit(token) });
}
