// 'Add product' on an open order: the supplier's catalogue, then the chosen product in the configurator,
// costed live; Save adds it as a line (a copy of what was chosen, at today's cost). Closing the
// configurator with options chosen asks first, as every form dialog does.
import { Loader } from "@mantine/core";
import type { PurchaseOrder } from "@portal/contract";
import { lazy, Suspense } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";
import { AddFromCatalogue } from "../../catalogue/components.ts";

// The configurator (the form, its fields, the live cost) loads when a product is chosen.
const AddProductForm = lazy(async () => ({
  default: (await import("./add-product-form.tsx")).AddProductForm,
}));

export function AddOrderProduct({ order }: { order: PurchaseOrder }) {
  const { t } = useTranslation();
  return (
    <AddFromCatalogue
      label={t("purchaseOrders.addProduct")}
      manufacturerId={order.manufacturerId}
      dialogTitle={(product) => t("purchaseOrders.configurator.addTitle", { product: product.name })}
    >
      {(product, done) => (
        <Suspense fallback={<Loader aria-label={t("common.loading")} />}>
          <AddProductForm
            order={order}
            product={product}
            onSaved={() => {
              done();
              showSuccessToast(t("purchaseOrders.productAdded", { product: product.name }));
            }}
          />
        </Suspense>
      )}
    </AddFromCatalogue>
  );
}
