// Purchasing's orders (spec 000 §2): the list and one order, with the account's suppliers by name.
// The route table lets only those with Purchasing in (AccessGate).
import { useParams } from "react-router";
import { paths } from "../../config/paths.ts";
import { useSalesReps } from "../../features/deals/api/list-sales-reps.ts";
import { PurchaseOrderPage } from "../../features/purchase-orders/pages/purchase-order-page.tsx";
import { PurchaseOrdersPage } from "../../features/purchase-orders/pages/purchase-orders-page.tsx";
import { useCan } from "../access.ts";
import { useSupplierName } from "./use-supplier-name.ts";

export function PurchaseOrdersRoute() {
  const { supplierName, count } = useSupplierName();
  return (
    <PurchaseOrdersPage
      orderHref={paths.order.getHref}
      supplierName={supplierName}
      showSupplier={count > 1}
    />
  );
}

export function PurchaseOrderRoute() {
  const { orderId = "" } = useParams();
  const can = useCan();
  const salesReps = useSalesReps();
  return (
    <PurchaseOrderPage
      key={orderId}
      orderId={orderId}
      listHref={paths.orders.getHref()}
      orderHref={paths.order.getHref}
      dealHref={can("deals.view") ? (deal) => paths.deal.getHref(deal.workflowSlug, deal.id) : null}
      canEdit={can("orders.edit")}
      canSetPrivate={can("orders.private")}
      salesReps={salesReps.data ?? []}
    />
  );
}
