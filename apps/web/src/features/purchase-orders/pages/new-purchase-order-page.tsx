import { Anchor, EmptyState, Stack, Text, Title } from "@mantine/core";
import { IconTruckDelivery } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { ErrorView } from "../../../shared/ui/error-view.tsx";
import { PageLoader } from "../../../shared/ui/page-loader.tsx";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";
import { useCreateOrder } from "../api/create-purchase-order.ts";
import {
  emptyOrderFormValues,
  OrderForm,
  type OrderFormValues,
  type SalesRepOption,
  type SupplierOption,
} from "../components/order-details-form.tsx";
import { useRememberedChoices } from "../hooks/use-remembered-choices.ts";

export type NewPurchaseOrderPageProps = {
  listHref: string;
  orderHref: (orderId: string) => string;
  /** The account's suppliers; undefined while they load. */
  suppliers: readonly SupplierOption[] | undefined;
  /** Why the suppliers could not load, or null. */
  suppliersError: unknown;
  onRetry: () => void;
  /** The account's active employees; undefined while they load. */
  salesReps: readonly SalesRepOption[] | undefined;
  /** Whether 'Private to the supplier' is shown and sent (orders.private). */
  canSetPrivate: boolean;
};

/** The supplier and sales rep to start from: the only supplier, else the last ones still offered. */
function initialValuesOf(
  suppliers: readonly SupplierOption[],
  salesReps: readonly SalesRepOption[],
  last: { supplierId: number | null; salesRepId: number | null },
): OrderFormValues {
  const [only] = suppliers;
  const supplier =
    suppliers.length === 1 ? only : suppliers.find((candidate) => candidate.id === last.supplierId);
  const rep = salesReps.find((candidate) => candidate.id === last.salesRepId);
  return {
    ...emptyOrderFormValues,
    manufacturerId: supplier ? String(supplier.id) : null,
    salesRepId: rep ? String(rep.id) : null,
  };
}

/** /orders/new (spec 000 §2 Purchasing "create"): an order with no deal behind it; products come after. */
export function NewPurchaseOrderPage({
  listHref,
  orderHref,
  suppliers,
  suppliersError,
  onRetry,
  salesReps,
  canSetPrivate,
}: NewPurchaseOrderPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateOrder();
  const last = useRememberedChoices();
  // The new order opens once the form has gone: its leave guard goes with it.
  const [createdId, setCreatedId] = useState<string | null>(null);
  useEffect(() => {
    if (createdId) void navigate(orderHref(createdId), { replace: true });
  }, [createdId, navigate, orderHref]);

  const content = () => {
    if (suppliersError) return <ErrorView error={suppliersError} onRetry={onRetry} />;
    if (!suppliers || !salesReps || createdId) return <PageLoader />;
    if (suppliers.length === 0) {
      return (
        <EmptyState
          withIndicatorBackground
          icon={<IconTruckDelivery aria-hidden="true" />}
          title={t("purchaseOrders.create.noSuppliers")}
          description={t("purchaseOrders.create.noSuppliersHint")}
        />
      );
    }
    return (
      <Stack gap="md" maw={880}>
        <Text c="dimmed">{t("purchaseOrders.create.intro")}</Text>
        <OrderForm
          initialValues={initialValuesOf(suppliers, salesReps, last)}
          suppliers={suppliers}
          salesReps={salesReps}
          canSetPrivate={canSetPrivate}
          submitLabel={t("purchaseOrders.create.submit")}
          saving={create.isPending}
          onCancel={() => void navigate(listHref)}
          onSave={async (body) => {
            const order = await create.mutateAsync(body);
            last.remember({ supplierId: body.manufacturerId, salesRepId: body.salesRepId ?? null });
            showSuccessToast(t("purchaseOrders.create.created", { number: order.number }));
            setCreatedId(order.id);
          }}
        />
      </Stack>
    );
  };

  return (
    <Stack gap="md">
      <Anchor component={Link} to={listHref} size="sm">
        {t("purchaseOrders.backToList")}
      </Anchor>
      <Title order={1}>{t("purchaseOrders.create.title")}</Title>
      {content()}
    </Stack>
  );
}
