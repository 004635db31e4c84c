// A catalogue product on a purchase order, in the configurator: costed at the supplier's price (the
// order carries cost, not the dealer's sell price), added as a new line or saved over a line's options.
import { Alert, Loader } from "@mantine/core";
import {
  emptyLineChoices,
  type LineChoices,
  type PurchaseOrder,
  type PurchaseOrderLine,
  type PurchaseOrderLinePrice,
} from "@portal/contract";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { ErrorView } from "../../../shared/ui/error-view.tsx";
import { ConfiguratorForm } from "../../catalogue/components.ts";
import { type ConfiguratorPrice, useProductDetail } from "../../catalogue/index.ts";
import { useAddOrderProduct } from "../api/add-purchase-order-line.ts";
import { useConfigureOrderLine } from "../api/configure-purchase-order-line.ts";
import { fetchOrderLinePrice } from "../api/preview-purchase-order-line.ts";

export type OrderLineConfiguratorProps = {
  order: PurchaseOrder;
  productId: string;
  /** The line whose options change; null to add the product as a new line. */
  line: PurchaseOrderLine | null;
  onSaved: (order: PurchaseOrder) => void;
  onCancel: () => void;
  onFailed?: (message: string) => void;
  onDirtyChange?: (dirty: boolean) => void;
};

const costOf = (price: PurchaseOrderLinePrice): ConfiguratorPrice => ({
  unit: price.unitCostPrice,
  total: price.costPrice,
  errors: price.errors,
  explanation: price.explanation,
});

export function OrderLineConfigurator({
  order,
  productId,
  line,
  onSaved,
  onCancel,
  onFailed,
  onDirtyChange,
}: OrderLineConfiguratorProps) {
  const { t } = useTranslation();
  const product = useProductDetail(productId);
  const add = useAddOrderProduct(order.id);
  const configure = useConfigureOrderLine(order.id, line?.id ?? "");
  if (product.isError) return <ErrorView error={product.error} onRetry={() => void product.refetch()} />;
  if (!product.data) return <Loader aria-label={t("common.loading")} />;
  if (product.data.manufacturerId !== order.manufacturerId)
    return (
      <Alert color="red" role="alert">
        {t("errors.NOT_THE_ORDERS_SUPPLIER")}
      </Alert>
    );
  const save = async (choices: LineChoices) =>
    onSaved(line ? await configure.mutateAsync(choices) : await add.mutateAsync({ productId, choices }));
  return (
    <ConfiguratorForm
      product={product.data}
      initialChoices={line?.choices ?? emptyLineChoices}
      initialPrice={
        line ? { unit: line.unitCostPrice, total: line.costPrice, errors: [], explanation: [] } : null
      }
      labels={{
        title: t("purchaseOrders.configurator.cost"),
        unit: t("purchaseOrders.configurator.unitCost"),
        total: t("purchaseOrders.configurator.totalCost"),
        explanation: t("purchaseOrders.configurator.explanation"),
      }}
      priceChoices={async (choices, signal) =>
        costOf(await fetchOrderLinePrice(order.id, productId, choices, signal))
      }
      save={save}
      onCancel={onCancel}
      onFailed={onFailed}
      onDirtyChange={onDirtyChange}
    />
  );
}
