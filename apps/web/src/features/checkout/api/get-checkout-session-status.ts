import { getCheckoutSessionStatus, type SessionStatus } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { checkoutKeys } from "./checkout-keys.ts";

export function fetchCheckoutSessionStatus(
  paymentId: string,
  sessionId: string,
  signal?: AbortSignal,
): Promise<SessionStatus> {
  return callApi(getCheckoutSessionStatus, { params: { paymentId, sessionId }, signal });
}

export function getCheckoutSessionStatusQueryOptions(paymentId: string, sessionId: string | null) {
  return queryOptions({
    queryKey: checkoutKeys.session(paymentId, sessionId),
    queryFn: ({ signal }) => fetchCheckoutSessionStatus(paymentId, sessionId ?? "", signal),
    enabled: sessionId !== null && sessionId !== "",
    retry: false,
  });
}

/** How the provider's session ended (the page the provider returns to); nothing without a session. */
export function useSessionStatus(paymentId: string, sessionId: string | null) {
  return useQuery(getCheckoutSessionStatusQueryOptions(paymentId, sessionId));
}
