import { cancelPayment, type DealPayment } from "@portal/contract";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { replacePayment, usePaymentMutation } from "./store-payment.ts";

export function postPaymentCancel(paymentId: string): Promise<DealPayment> {
  return callApi(cancelPayment, { params: { id: paymentId } });
}

export function useCancelPayment(dealId: string, onChanged: () => void) {
  return usePaymentMutation(dealId, onChanged, postPaymentCancel, replacePayment);
}
