import { archivePayment, type DealPayment } from "@portal/contract";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { usePaymentMutation } from "./store-payment.ts";

export function postPaymentArchive(paymentId: string): Promise<DealPayment> {
  return callApi(archivePayment, { params: { id: paymentId } });
}

/** An archived payment leaves the deal's list. */
export function useArchivePayment(dealId: string, onChanged: () => void) {
  return usePaymentMutation(dealId, onChanged, postPaymentArchive, (list, saved) =>
    list.filter((payment) => payment.id !== saved.id),
  );
}
