import { Button, Checkbox, EmptyState, Group, Select, Stack, TextInput, Title } from "@mantine/core";
import { type PurchaseOrderStatus, purchaseOrderStatuses } from "@portal/domain";
import { IconPlus, IconSearch, IconTruckDelivery } from "@tabler/icons-react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { useDebouncedParam } from "../../../shared/navigation/use-debounced-param.ts";
import { ErrorView } from "../../../shared/ui/error-view.tsx";
import { PageLoader } from "../../../shared/ui/page-loader.tsx";
import { usePurchaseOrders } from "../api/list-purchase-orders.ts";
import { PurchaseOrdersTable } from "../components/purchase-orders-table.tsx";

export type PurchaseOrdersPageProps = {
  orderHref: (orderId: string) => string;
  /** Where 'New order' leads, or null for those who may not make orders (orders.edit). */
  newOrderHref: string | null;
  supplierName: (manufacturerId: number) => string;
  /** Whether the list shows (and filters by) the supplier: when the account has more than one. */
  showSupplier: boolean;
  suppliers: readonly { id: number; name: string }[];
};

const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

const isStatus = (value: string | null): value is PurchaseOrderStatus =>
  purchaseOrderStatuses.some((status) => status === value);

/** /orders (spec 000 §2 Purchasing): the account's purchase orders, filtered by the address (`?status=`). */
export function PurchaseOrdersPage({
  orderHref,
  newOrderHref,
  supplierName,
  showSupplier,
  suppliers,
}: PurchaseOrdersPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const setParam = (name: string, value: string | null) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });
  const statusParam = searchParams.get("status");
  const status = isStatus(statusParam) ? statusParam : undefined;
  const archived = searchParams.get("archived") === "true";
  const supplierParam = searchParams.get("supplier");
  const supplier = suppliers.find((candidate) => String(candidate.id) === supplierParam);
  const from = searchParams.get("from");
  const to = searchParams.get("to");
  const search = searchParams.get("search")?.trim() ?? "";
  const orders = usePurchaseOrders({
    status,
    archived: archived ? "true" : undefined,
    manufacturerId: supplier?.id,
    from: isDay(from) ? from : undefined,
    to: isDay(to) ? to : undefined,
    search: search || undefined,
  });
  const [searchText, setSearchText] = useDebouncedParam(search, (next) =>
    setParam("search", next.trim() || null),
  );
  const filtered = Boolean(status || archived || supplier || from || to || search);

  const content = () => {
    if (orders.isError) return <ErrorView error={orders.error} onRetry={() => void orders.refetch()} />;
    if (!orders.data) return <PageLoader />;
    if (orders.data.length === 0) {
      return (
        <EmptyState
          withIndicatorBackground
          icon={<IconTruckDelivery aria-hidden="true" />}
          title={t("purchaseOrders.none")}
          description={filtered ? t("purchaseOrders.noneFiltered") : t("purchaseOrders.noneHint")}
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
      <Group justify="space-between" gap="sm">
        <Title order={1}>{t("purchaseOrders.title")}</Title>
        {newOrderHref ? (
          <Button component={Link} to={newOrderHref} leftSection={<IconPlus size={18} aria-hidden="true" />}>
            {t("purchaseOrders.create.action")}
          </Button>
        ) : null}
      </Group>
      <Group gap="md" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          label={t("purchaseOrders.search")}
          placeholder={t("purchaseOrders.searchPlaceholder")}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
          maxLength={200}
          w={{ base: "100%", xs: 260 }}
        />
        <Select
          label={t("purchaseOrders.statusLabel")}
          placeholder={t("purchaseOrders.anyStatus")}
          data={purchaseOrderStatuses.map((value) => ({ value, label: t(`purchaseOrders.status.${value}`) }))}
          value={status ?? null}
          onChange={(value) => setParam("status", value)}
          clearable
          w={{ base: "100%", xs: 180 }}
        />
        {showSupplier ? (
          <Select
            label={t("purchaseOrders.supplier")}
            placeholder={t("purchaseOrders.anySupplier")}
            data={suppliers.map((candidate) => ({ value: String(candidate.id), label: candidate.name }))}
            value={supplier ? String(supplier.id) : null}
            onChange={(value) => setParam("supplier", value)}
            clearable
            w={{ base: "100%", xs: 220 }}
          />
        ) : null}
        <TextInput
          type="date"
          label={t("purchaseOrders.from")}
          value={isDay(from) ? from : ""}
          max={isDay(to) ? to : "9999-12-31"}
          onChange={(event) => setParam("from", event.currentTarget.value || null)}
          w={{ base: "calc(50% - var(--mantine-spacing-md) / 2)", xs: 160 }}
        />
        <TextInput
          type="date"
          label={t("purchaseOrders.to")}
          value={isDay(to) ? to : ""}
          min={isDay(from) ? from : undefined}
          max="9999-12-31"
          onChange={(event) => setParam("to", event.currentTarget.value || null)}
          w={{ base: "calc(50% - var(--mantine-spacing-md) / 2)", xs: 160 }}
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
