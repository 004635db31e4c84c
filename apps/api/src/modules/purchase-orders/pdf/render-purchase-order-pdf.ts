// Renders a purchase order as a PDF to a buffer (issue 12): the order as its caller may see it
// (another account's or a private one they may not see is not found), with the dealer and the supplier.
import { renderToBuffer } from "@react-pdf/renderer";
import type { Db } from "../../../db/client.ts";
import type { FileStore } from "../../../platform/files.ts";
import { companyForPdf } from "../../../platform/pdf/pdf-company.ts";
import { getPurchaseOrder, type OrderReader } from "../purchase-orders.service.ts";
import { PurchaseOrderDocument } from "./purchase-order-document.tsx";

export async function renderPurchaseOrderPdf(
  db: Db,
  files: FileStore,
  auth: OrderReader,
  orderId: string,
): Promise<Buffer> {
  const order = await getPurchaseOrder(db, auth, orderId);
  const company = await companyForPdf(db, files, auth.accountId);
  // The document returns a <Document>; renderToBuffer's type wants to see that element itself.
  return renderToBuffer(
    PurchaseOrderDocument({
      data: { order, company, supplierName: order.supplier.name, locale: "en-AU" },
    }),
  );
}
