// Every change to a deal's payments answers the payment: the list shows it at once, and the deal's own
// copy (its context.payments) is told to reload through `onChanged`.
import type { DealPayment } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { paymentKeys } from "./payment-keys.ts";

/** Where a saved payment goes in the deal's list. */
export type PlacePayment = (list: DealPayment[], saved: DealPayment) => DealPayment[];

/** The saved payment takes the place of the one it was. */
export const replacePayment: PlacePayment = (list, saved) =>
  list.map((payment) => (payment.id === saved.id ? saved : payment));

export function usePaymentMutation<Variables>(
  dealId: string,
  onChanged: () => void,
  send: (variables: Variables) => Promise<DealPayment>,
  place: PlacePayment,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (saved) => {
      queryClient.setQueryData<DealPayment[]>(paymentKeys.deal(dealId), (list = []) => place(list, saved));
      onChanged();
    },
  });
}
