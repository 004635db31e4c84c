import { type DealPayment, listDealPayments } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { paymentKeys } from "./payment-keys.ts";

export function fetchPayments(dealId: string, signal?: AbortSignal): Promise<DealPayment[]> {
  return callApi(listDealPayments, { params: { id: dealId }, signal });
}

export function getPaymentsQueryOptions(dealId: string) {
  return queryOptions({
    queryKey: paymentKeys.deal(dealId),
    queryFn: ({ signal }) => fetchPayments(dealId, signal),
  });
}

export function usePayments(dealId: string) {
  return useQuery(getPaymentsQueryOptions(dealId));
}
