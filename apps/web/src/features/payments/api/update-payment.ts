import { type DealPayment, type UpdatePaymentBody, updatePayment } from "@portal/contract";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { replacePayment, usePaymentMutation } from "./store-payment.ts";

export type PaymentUpdate = { paymentId: string; body: UpdatePaymentBody };

export function putPayment({ paymentId, body }: PaymentUpdate): Promise<DealPayment> {
  return callApi(updatePayment, { params: { id: paymentId }, body });
}

export function useUpdatePayment(dealId: string, onChanged: () => void) {
  return usePaymentMutation(dealId, onChanged, putPayment, replacePayment);
}
