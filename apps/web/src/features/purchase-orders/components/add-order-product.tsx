// 'Add product' on an open order: the supplier's catalogue, then the chosen product in the configurator,
// costed live; Save adds it as a line (a copy of what was chosen, at today's cost). Closing the
// configurator with options chosen asks first, as every form dialog does.
import type { Product, PurchaseOrder } from "@portal/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormModalGuard } from "../../../shared/ui/form-modal.tsx";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";
import { AddFromCatalogue } from "../../catalogue/components.ts";
import { OrderLineConfigurator } from "./order-line-configurator.tsx";

export function AddOrderProduct({ order }: { order: PurchaseOrder }) {
  const { t } = useTranslation();
  return (
    <AddFromCatalogue
      label={t("purchaseOrders.addProduct")}
      manufacturerId={order.manufacturerId}
      dialogTitle={(product) => t("purchaseOrders.configurator.addTitle", { product: product.name })}
    >
      {(product, done) => (
        <AddProductForm
          order={order}
          product={product}
          onSaved={() => {
            done();
            showSuccessToast(t("purchaseOrders.productAdded", { product: product.name }));
          }}
        />
      )}
    </AddFromCatalogue>
  );
}

type AddProductFormProps = { order: PurchaseOrder; product: Product; onSaved: () => void };

/** The configurator inside the dialog: Cancel and the dialog's X ask before dropping chosen options. */
function AddProductForm({ order, product, onSaved }: AddProductFormProps) {
  const [dirty, setDirty] = useState(false);
  const requestClose = useFormModalGuard(dirty);
  return (
    <OrderLineConfigurator
      order={order}
      productId={product.id}
      line={null}
      onSaved={onSaved}
      onCancel={requestClose}
      onDirtyChange={setDirty}
    />
  );
}
