import { type CreatePaymentBody, createDealPayment, type DealPayment } from "@portal/contract";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { usePaymentMutation } from "./store-payment.ts";

/** A manual payment, or a card payment the customer is asked for. */
export function postDealPayment(dealId: string, body: CreatePaymentBody): Promise<DealPayment> {
  return callApi(createDealPayment, { params: { id: dealId }, body });
}

export function useCreateDealPayment(dealId: string, onChanged: () => void) {
  return usePaymentMutation(
    dealId,
    onChanged,
    (body: CreatePaymentBody) => postDealPayment(dealId, body),
    (list, saved) => [saved, ...list],
  );
}
