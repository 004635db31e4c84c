// The customer's checkout (spec 001 §4 Checkout (public)); no sign-in. Its calls' errors show on the
// page, never as the app's server-error toast (error-policy.ts).
import { getPublicPayment, type PublicPayment } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { checkoutKeys } from "./checkout-keys.ts";

export function fetchPublicPayment(paymentId: string, signal?: AbortSignal): Promise<PublicPayment> {
  return callApi(getPublicPayment, { params: { paymentId }, signal });
}

export function getPublicPaymentQueryOptions(paymentId: string) {
  return queryOptions({
    queryKey: checkoutKeys.payment(paymentId),
    queryFn: ({ signal }) => fetchPublicPayment(paymentId, signal),
    retry: false,
  });
}

export function usePublicPayment(paymentId: string) {
  return useQuery(getPublicPaymentQueryOptions(paymentId));
}
