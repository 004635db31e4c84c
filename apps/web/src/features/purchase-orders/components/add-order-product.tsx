// 'Add product' on an open order: the supplier's catalogue, then the chosen product in the configurator,
// costed live; Save adds it as a line (a copy of what was chosen, at today's cost). Closing the
// configurator with options chosen asks first, as every form dialog does.
import { Button } from "@mantine/core";
import type { Product, PurchaseOrder } from "@portal/contract";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormModal, useFormModalGuard } from "../../../shared/ui/form-modal.tsx";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";
import { CatalogueBrowser } from "../../catalogue/index.ts";
import { OrderLineConfigurator } from "./order-line-configurator.tsx";

export function AddOrderProduct({ order }: { order: PurchaseOrder }) {
  const { t } = useTranslation();
  const [browsing, setBrowsing] = useState(false);
  const [product, setProduct] = useState<Product | null>(null);
  return (
    <>
      <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setBrowsing(true)}>
        {t("purchaseOrders.addProduct")}
      </Button>
      <CatalogueBrowser
        opened={browsing}
        manufacturerId={order.manufacturerId}
        adding={false}
        onClose={() => setBrowsing(false)}
        onAdd={(chosen) => {
          setBrowsing(false);
          setProduct(chosen);
        }}
      />
      <FormModal
        opened={product !== null}
        onClose={() => setProduct(null)}
        title={product ? t("purchaseOrders.configurator.addTitle", { product: product.name }) : ""}
        size="min(1100px, 96vw)"
      >
        {product ? (
          <AddProductForm
            order={order}
            product={product}
            onSaved={() => {
              setProduct(null);
              showSuccessToast(t("purchaseOrders.productAdded", { product: product.name }));
            }}
          />
        ) : null}
      </FormModal>
    </>
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
