import { Checkbox, EmptyState, Group, Select, Stack, Title } from "@mantine/core";
import { type PurchaseOrderStatus, purchaseOrderStatuses } from "@portal/domain";
import { IconTruckDelivery } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { ErrorView } from "../../../shared/ui/error-view.tsx";
import { PageLoader } from "../../../shared/ui/page-loader.tsx";
import { usePurchaseOrders } from "../api/purchase-orders.ts";
import { PurchaseOrdersTable } from "../components/purchase-orders-table.tsx";

export type PurchaseOrdersPageProps = {
  orderHref: (orderId: string) => string;
  supplierName: (manufacturerId: number) => string;
  showSupplier: boolean;
};

const isStatus = (value: string | null): value is PurchaseOrderStatus =>
  purchaseOrderStatuses.some((status) => status === value);

/** /orders (spec 000 §2 Purchasing): the account's purchase orders, filtered by the address (`?status=`). */
export function PurchaseOrdersPage({ orderHref, supplierName, showSupplier }: PurchaseOrdersPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const statusParam = searchParams.get("status");
  const status = isStatus(statusParam) ? statusParam : undefined;
  const archived = searchParams.get("archived") === "true";
  const orders = usePurchaseOrders({ status, archived: archived ? "true" : undefined });

  const setParam = (name: string, value: string | null) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });

  const content = () => {
    if (orders.isError) return <ErrorView error={orders.error} onRetry={() => void orders.refetch()} />;
    if (!orders.data) return <PageLoader />;
    if (orders.data.length === 0) {
      return (
        <EmptyState
          withIndicatorBackground
          icon={<IconTruckDelivery aria-hidden="true" />}
          title={t("purchaseOrders.none")}
          description={t("purchaseOrders.noneHint")}
        />
      );
    }
    return (
      <PurchaseOrdersTable
        orders={orders.data}
        orderHref={orderHref}
        supplierName={supplierName}
        showSupplier={showSupplier}
        onOpen={(order) => void navigate(orderHref(order.id))}
      />
    );
  };

  return (
    <Stack gap="md">
      <Title order={1}>{t("purchaseOrders.title")}</Title>
      <Group gap="md" align="flex-end">
        <Select
          label={t("purchaseOrders.statusLabel")}
          placeholder={t("purchaseOrders.anyStatus")}
          data={purchaseOrderStatuses.map((value) => ({ value, label: t(`purchaseOrders.status.${value}`) }))}
          value={status ?? null}
          onChange={(value) => setParam("status", value)}
          clearable
          w={200}
        />
        <Checkbox
          label={t("purchaseOrders.showArchived")}
          checked={archived}
          onChange={(event) => setParam("archived", event.currentTarget.checked ? "true" : null)}
          mb={8}
        />
      </Group>
      {content()}
    </Stack>
  );
}
