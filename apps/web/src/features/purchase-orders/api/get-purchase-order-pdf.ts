import { getPurchaseOrderPdf } from "@portal/contract";
import { fetchPdf } from "../../../shared/api-client/fetch-pdf.ts";

/** The order's PDF (what the supplier receives), or null once the failure is shown. */
export function fetchOrderPdf(orderId: string): Promise<Blob | null> {
  return fetchPdf(getPurchaseOrderPdf, { id: orderId });
}
