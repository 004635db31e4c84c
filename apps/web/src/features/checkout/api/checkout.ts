// The customer's checkout calls (spec 001 §4 Checkout (public)); no sign-in. Errors show on the page,
// never as the app's server-error toast (error-policy.ts).
import {
  type CheckoutSession,
  confirmTestCheckout,
  createCheckoutSession,
  getCheckoutSessionStatus,
  getPublicPayment,
  type PublicPayment,
  type SessionStatus,
} from "@portal/contract";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";

export const publicPaymentQueryKey = (paymentId: string) => ["public-payment", paymentId] as const;

export function usePublicPayment(paymentId: string) {
  return useQuery(
    queryOptions({
      queryKey: publicPaymentQueryKey(paymentId),
      queryFn: ({ signal }): Promise<PublicPayment> =>
        callApi(getPublicPayment, { params: { paymentId }, signal }),
      retry: false,
    }),
  );
}

export function useStartCheckout(paymentId: string) {
  return useMutation({
    mutationFn: (email: string): Promise<CheckoutSession> =>
      callApi(createCheckoutSession, { params: { paymentId }, body: { email } }),
  });
}

export function useSessionStatus(paymentId: string, sessionId: string | null) {
  return useQuery({
    queryKey: ["checkout-session", paymentId, sessionId],
    queryFn: ({ signal }): Promise<SessionStatus> =>
      callApi(getCheckoutSessionStatus, { params: { paymentId, sessionId: sessionId ?? "" }, signal }),
    enabled: sessionId !== null && sessionId !== "",
    retry: false,
  });
}

export type TestCardInput = { number: string; expiry: string; cvc: string };

export function useConfirmTestCard() {
  return useMutation({
    mutationFn: ({
      session,
      email,
      card,
    }: {
      session: CheckoutSession;
      email: string;
      card: TestCardInput;
    }) =>
      callApi(confirmTestCheckout, {
        params: { sessionId: session.sessionId },
        body: { clientSecret: session.clientSecret, email, ...card },
      }),
  });
}
