import { type CheckoutSession, createCheckoutSession } from "@portal/contract";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";

/** Starts paying the payment as `email`: the provider's session. */
export function postCheckoutSession(paymentId: string, email: string): Promise<CheckoutSession> {
  return callApi(createCheckoutSession, { params: { paymentId }, body: { email } });
}

export function useStartCheckout(paymentId: string) {
  return useMutation({ mutationFn: (email: string) => postCheckoutSession(paymentId, email) });
}
