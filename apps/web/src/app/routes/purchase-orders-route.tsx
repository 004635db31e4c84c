// Purchasing's orders (spec 000 §2): the list, a new order and one order, with the account's suppliers
// by name. The route table lets only those with Purchasing in, and only those who may edit orders make
// one (AccessGate).
import { useCallback } from "react";
import { useParams } from "react-router";
import { paths } from "../../config/paths.ts";
import { NewPurchaseOrderPage } from "../../features/purchase-orders/pages/new-purchase-order-page.tsx";
import { PurchaseOrderPage } from "../../features/purchase-orders/pages/purchase-order-page.tsx";
import { PurchaseOrdersPage } from "../../features/purchase-orders/pages/purchase-orders-page.tsx";
import { useSalesReps } from "../../features/sales-reps/index.ts";
import { useAccountSettings } from "../../features/settings/api/get-account-settings.ts";
import { useManufacturers } from "../../features/settings/index.ts";
import { useCan } from "../access.ts";
import { useSupplierName } from "./use-supplier-name.ts";

export function PurchaseOrdersRoute() {
  const { supplierName, count, suppliers } = useSupplierName();
  const can = useCan();
  return (
    <PurchaseOrdersPage
      orderHref={paths.order.getHref}
      newOrderHref={can("orders.edit") ? paths.newOrder.getHref() : null}
      supplierName={supplierName}
      showSupplier={count > 1}
      suppliers={suppliers}
    />
  );
}

export function NewPurchaseOrderRoute() {
  const can = useCan();
  const suppliers = useManufacturers();
  const salesReps = useSalesReps();
  return (
    <NewPurchaseOrderPage
      listHref={paths.orders.getHref()}
      orderHref={paths.order.getHref}
      suppliers={suppliers.data}
      suppliersError={suppliers.error}
      onRetry={() => void suppliers.refetch()}
      // Without the list a new order simply has no sales rep to offer.
      salesReps={salesReps.isError ? [] : salesReps.data}
      canSetPrivate={can("orders.private")}
    />
  );
}

export function PurchaseOrderRoute() {
  const { orderId = "", manufacturerOrderId = null, orderLineId = null } = useParams();
  const can = useCan();
  const salesReps = useSalesReps();
  const settings = useAccountSettings();
  const suppliers = settings.data?.manufacturers;
  const shippingMethods = useCallback(
    (manufacturerId: number) =>
      suppliers?.find((supplier) => supplier.id === manufacturerId)?.shipping_methods ?? [],
    [suppliers],
  );
  const defaultShippingMethodId = useCallback(
    (manufacturerId: number) =>
      suppliers?.find((supplier) => supplier.id === manufacturerId)?.customer_settings
        .default_shipping_method_id ?? null,
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
      defaultShippingMethodId={defaultShippingMethodId}
      orderLineId={orderLineId}
      productHref={paths.orderProduct.getHref}
      productOptionsHref={paths.productOptions.getHref}
    />
  );
}
