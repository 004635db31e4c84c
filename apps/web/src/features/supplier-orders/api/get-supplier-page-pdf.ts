import { getSupplierPagePdf } from "@portal/contract";
import { callUrl } from "../../../shared/api-client/api-client.ts";

/** The purchase order's PDF, opened by the browser itself (a plain link: no script needed). */
export const supplierPagePdfUrl = (token: string) => callUrl(getSupplierPagePdf, { params: { token } });
