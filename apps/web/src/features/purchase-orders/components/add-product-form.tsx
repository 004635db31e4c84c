// The configurator of a product being added to an open order (add-order-product.tsx), in its dialog.
import type { Product, PurchaseOrder } from "@portal/contract";
import { useState } from "react";
import { useFormModalGuard } from "../../../shared/ui/form-modal.tsx";
import { OrderLineConfigurator } from "./order-line-configurator.tsx";

type AddProductFormProps = { order: PurchaseOrder; product: Product; onSaved: () => void };

/** The configurator inside the dialog: Cancel and the dialog's X ask before dropping chosen options. */
export function AddProductForm({ order, product, onSaved }: AddProductFormProps) {
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
