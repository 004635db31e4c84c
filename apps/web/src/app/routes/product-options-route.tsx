// /product-options/{orderLineId} (spec 000 §2): the configurator alone on its page, framed by a quote
// (the line is a quote's) or by a purchase order (?purchaseOrder={orderId} names the line's order).
import { useParams, useSearchParams } from "react-router";
import { PurchaseOrderLineOptionsPage } from "../../features/purchase-orders/pages/order-line-options-page.tsx";
import { ConfiguratorPage } from "../../features/quotes/pages/configurator-page.tsx";

export function ProductOptionsRoute() {
  const { orderLineId = "" } = useParams();
  const [search] = useSearchParams();
  const purchaseOrderId = search.get("purchaseOrder");
  return purchaseOrderId ? (
    <PurchaseOrderLineOptionsPage orderId={purchaseOrderId} orderLineId={orderLineId} />
  ) : (
    <ConfiguratorPage />
  );
}
