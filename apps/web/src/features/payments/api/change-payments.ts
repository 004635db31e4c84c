// Every change to a deal's payments: the list shows the server's answer at once, and the deal's own
// copy (its context.payments) is told to reload through `onChanged`.
import {
  archivePayment,
  type CreatePaymentBody,
  cancelPayment,
  createDealPayment,
  type DealPayment,
  type UpdatePaymentBody,
  updatePayment,
} from "@portal/contract";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { paymentsQueryKey } from "./list-payments.ts";

type Change =
  | { kind: "create"; body: CreatePaymentBody }
  | { kind: "update"; paymentId: string; body: UpdatePaymentBody }
  | { kind: "cancel"; paymentId: string }
  | { kind: "archive"; paymentId: string };

export function sendPaymentChange(dealId: string, change: Change): Promise<DealPayment> {
  switch (change.kind) {
    case "create":
      return callApi(createDealPayment, { params: { id: dealId }, body: change.body });
    case "update":
      return callApi(updatePayment, { params: { id: change.paymentId }, body: change.body });
    case "cancel":
      return callApi(cancelPayment, { params: { id: change.paymentId } });
    case "archive":
      return callApi(archivePayment, { params: { id: change.paymentId } });
  }
}

function store(queryClient: QueryClient, dealId: string, change: Change, saved: DealPayment): void {
  queryClient.setQueryData<DealPayment[]>(paymentsQueryKey(dealId), (list = []) => {
    if (change.kind === "create") return [saved, ...list];
    if (change.kind === "archive") return list.filter((payment) => payment.id !== saved.id);
    return list.map((payment) => (payment.id === saved.id ? saved : payment));
  });
}

export function usePaymentChange(dealId: string, onChanged: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) => sendPaymentChange(dealId, change),
    onSuccess: (saved, change) => {
      store(queryClient, dealId, change, saved);
      onChanged();
    },
  });
}
