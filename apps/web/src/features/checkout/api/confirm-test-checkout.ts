import { type CallResponse, type CheckoutSession, confirmTestCheckout } from "@portal/contract";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";

export type TestCardInput = { number: string; expiry: string; cvc: string };

export type TestPayment = { session: CheckoutSession; email: string; card: TestCardInput };

/** Pays a test-mode session with a test card (the test provider's own form). */
export function postTestCheckoutConfirmation({
  session,
  email,
  card,
}: TestPayment): Promise<CallResponse<typeof confirmTestCheckout>> {
  return callApi(confirmTestCheckout, {
    params: { sessionId: session.sessionId },
    body: { clientSecret: session.clientSecret, email, ...card },
  });
}

export function useConfirmTestCard() {
  return useMutation({ mutationFn: postTestCheckoutConfirmation });
}
