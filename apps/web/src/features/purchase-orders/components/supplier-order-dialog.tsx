// The order as the supplier was sent it, over the order's page (its route names it): loaded when the
// page is idle (purchase-order-page.tsx).
import { Modal } from "@mantine/core";
import type { PurchaseOrder } from "@portal/contract";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import type { ShippingMethodOption } from "./offline-order-form.tsx";
import { SupplierOrderView } from "./supplier-order-view.tsx";

export type SupplierOrderDialogProps = {
  opened: boolean;
  onClose: () => void;
  order: PurchaseOrder;
  supplierOrderId: string | null;
  canEdit: boolean;
  shippingMethods: readonly ShippingMethodOption[];
};

export function SupplierOrderDialog({
  opened,
  onClose,
  order,
  supplierOrderId,
  canEdit,
  shippingMethods,
}: SupplierOrderDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("purchaseOrders.supplierOrder.title", { number: order.number, supplier: order.supplier.name })}
      size="xl"
    >
      {opened && supplierOrderId !== null ? (
        <SupplierOrderView
          orderId={order.id}
          supplierOrderId={supplierOrderId}
          canEdit={canEdit}
          shippingMethods={shippingMethods}
          onSaved={() => undefined}
        />
      ) : null}
    </Modal>
  );
}
