// Purchasing's orders (spec 000 §2): the list and one order, with the account's suppliers by name.
// The route table lets only those with Purchasing in (AccessGate).
import { useCallback } from "react";
import { useParams } from "react-router";
import { paths } from "../../config/paths.ts";
import { useSalesReps } from "../../features/deals/api/list-sales-reps.ts";
import { PurchaseOrderPage } from "../../features/purchase-orders/pages/purchase-order-page.tsx";
import { PurchaseOrdersPage } from "../../features/purchase-orders/pages/purchase-orders-page.tsx";
import { useAccountSettings } from "../../features/settings/api/get-account-settings.ts";
import { useCan } from "../access.ts";
import { useSupplierName } from "./use-supplier-name.ts";

export function PurchaseOrdersRoute() {
  const { supplierName, count, suppliers } = useSupplierName();
  return (
    <PurchaseOrdersPage
      orderHref={paths.order.getHref}
      supplierName={supplierName}
      showSupplier={count > 1}
      suppliers={suppliers}
    />
  );
}

export function PurchaseOrderRoute() {
  const { orderId = "", manufacturerOrderId = null } = useParams();
  const can = useCan();
  const salesReps = useSalesReps();
  const settings = useAccountSettings();
  const suppliers = settings.data?.manufacturers;
  const shippingMethods = useCallback(
    (manufacturerId: number) =>
      suppliers?.find((supplier) => supplier.id === manufacturerId)?.shipping_methods ?? [],
    [suppliers],
  );
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
      supplierOrderId={manufacturerOrderId}
      supplierOrderHref={paths.supplierOrder.getHref}
      shippingMethods={shippingMethods}
    />
  );
}
