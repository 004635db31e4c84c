// The supplier order (spec 000 §2 "supplier order (tabs Details and History)", §3 "Manufacturer order",
// "History entry"): what the supplier received and how it is tracked. An offline supplier's order is
// tracked here by the dealer's staff; an online supplier keeps its own up to date.
import { Alert, Badge, Group, SimpleGrid, Skeleton, Stack, Table, Tabs, Text } from "@mantine/core";
import type { SupplierOrder, SupplierOrderHistoryEntry } from "@portal/contract";
import { type CoreSupplierOrderStatus, coreSupplierOrderStatuses, formatMoney } from "@portal/domain";
import type { ReactNode } from "react";
import { formatDate, formatDateTime } from "../../../shared/i18n/format-date.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { ErrorView } from "../../../shared/ui/error-view.tsx";
import { configurationSummary } from "../../catalogue/index.ts";
import { useSupplierOrder, useSupplierOrderHistory } from "../../supplier-orders/index.ts";
import { OfflineOrderForm, type ShippingMethodOption } from "./offline-order-form.tsx";

export type SupplierOrderViewProps = {
  orderId: string;
  supplierOrderId: string;
  /** Whether the session may track an offline order by hand (orders.edit). */
  canEdit: boolean;
  /** The supplier's shipping methods (the account settings'), for an offline order's method. */
  shippingMethods: readonly ShippingMethodOption[];
  onSaved: () => void;
};

const coreColors: Record<CoreSupplierOrderStatus, string> = {
  UNSTARTED: "gray",
  IN_PROGRESS: "blue",
  ON_HOLD: "yellow",
  COMPLETED: "green",
  CANCELLED: "red",
};

/** A supplier order's status: the account's name for an offline one, the core status's words otherwise. */
export function SupplierStatusBadge({
  isOffline,
  coreStatus,
  statusName,
}: {
  isOffline: boolean;
  coreStatus: CoreSupplierOrderStatus;
  statusName: string;
}) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      tt="none"
      style={{ flexShrink: 0, maxWidth: "none" }}
      color={isOffline ? "grape" : coreColors[coreStatus]}
      c={coreStatus === "COMPLETED" ? "#236b33" : undefined}
    >
      {isOffline ? statusName : t(`purchaseOrders.coreStatus.${coreStatus}`)}
    </Badge>
  );
}

export function SupplierOrderView({
  orderId,
  supplierOrderId,
  canEdit,
  shippingMethods,
  onSaved,
}: SupplierOrderViewProps) {
  const { t } = useTranslation();
  const ids = { orderId, supplierOrderId };
  const query = useSupplierOrder(ids);
  const order = query.data;
  if (query.isError) return <ErrorView error={query.error} onRetry={() => void query.refetch()} />;
  if (!order)
    return (
      <Stack gap="sm" aria-busy="true">
        <Skeleton height={24} width="50%" />
        <Skeleton height={120} />
      </Stack>
    );
  return (
    <Tabs defaultValue="details" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="details">{t("purchaseOrders.supplierOrder.details")}</Tabs.Tab>
        <Tabs.Tab value="history">{t("purchaseOrders.supplierOrder.history")}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="details">
        {order.isOffline && canEdit ? (
          <Stack gap="md">
            <Alert color="grape">
              {t("purchaseOrders.supplierOrder.offlineHelp", { supplier: order.context.supplier.name })}
            </Alert>
            <OfflineOrderForm order={order} ids={ids} shippingMethods={shippingMethods} onSaved={onSaved} />
            <OrderLinesTable order={order} />
          </Stack>
        ) : (
          <SupplierOrderDetails order={order} />
        )}
      </Tabs.Panel>
      <Tabs.Panel value="history">
        <HistoryTable ids={ids} />
      </Tabs.Panel>
    </Tabs>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      {children === null || children === "" ? (
        <Text size="sm" c="dimmed">
          {t("purchaseOrders.notSet")}
        </Text>
      ) : (
        <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
          {children}
        </Text>
      )}
    </Stack>
  );
}

function SupplierOrderDetails({ order }: { order: SupplierOrder }) {
  const { t } = useTranslation();
  const status = order.context.orderStatus;
  return (
    <Stack gap="md">
      <Group gap="sm">
        <SupplierStatusBadge
          isOffline={order.isOffline}
          coreStatus={status.coreStatus}
          statusName={status.name}
        />
        <Text size="sm" c="dimmed">
          {order.acknowledgedAt
            ? t("purchaseOrders.supplierOrder.acknowledged", { when: formatDateTime(order.acknowledgedAt) })
            : t("purchaseOrders.supplierOrder.notAcknowledged")}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="md">
        <Field label={t("purchaseOrders.supplierOrder.reference")}>{order.reference}</Field>
        <Field label={t("purchaseOrders.supplierOrder.eta")}>
          {order.eta ? formatDate(order.eta) : null}
        </Field>
        <Field label={t("purchaseOrders.requiredDate")}>
          {order.context.requiredDate ? formatDate(order.context.requiredDate) : null}
        </Field>
        <Field label={t("purchaseOrders.supplierOrder.freight")}>
          {order.freight ? formatMoney(order.freight) : null}
        </Field>
        <Field label={t("purchaseOrders.supplierOrder.shippingMethod")}>
          {order.context.shippingMethod?.name ?? null}
        </Field>
        <Field label={t("purchaseOrders.supplierOrder.shippingAddress")}>
          {order.context.shippingAddress}
        </Field>
        <Field label={t("purchaseOrders.supplierOrder.tracking")}>{order.trackingInformation}</Field>
        <Field label={t("purchaseOrders.supplierOrder.shippingInstructions")}>
          {order.shippingInstructions}
        </Field>
        {order.isOffline ? (
          <Field label={t("purchaseOrders.supplierOrder.notes")}>{order.notes}</Field>
        ) : null}
      </SimpleGrid>
      <OrderLinesTable order={order} />
    </Stack>
  );
}

function OrderLinesTable({ order }: { order: SupplierOrder }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table verticalSpacing="xs" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("purchaseOrders.supplierOrder.product")}</Table.Th>
            <Table.Th ta="right">{t("purchaseOrders.quantity")}</Table.Th>
            <Table.Th ta="right">{t("purchaseOrders.supplierOrder.price")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.context.orderLines.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {line.productName}
                </Text>
                <Text size="xs" c="dimmed">
                  {[
                    line.windowGroupName,
                    line.configuration.width && line.configuration.height
                      ? t("purchaseOrders.size", {
                          width: line.configuration.width,
                          drop: line.configuration.height,
                        })
                      : null,
                    configurationSummary(line.configuration),
                    line.notes,
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{line.quantity}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                {formatMoney(line.sellPrice)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const dayFields = new Set(["eta", "requiredDate"]);

function HistoryTable({ ids }: { ids: { orderId: string; supplierOrderId: string } }) {
  const { t, i18n } = useTranslation();
  const query = useSupplierOrderHistory(ids, true);
  if (query.isError) return <ErrorView error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data)
    return (
      <Stack gap="xs" aria-busy="true">
        <Skeleton height={20} />
        <Skeleton height={20} />
      </Stack>
    );
  if (query.data.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t("purchaseOrders.supplierOrder.noHistory")}
      </Text>
    );
  const shown = (entry: SupplierOrderHistoryEntry, value: string | null) => {
    if (value === null) return "—";
    if (entry.field === "status" && (coreSupplierOrderStatuses as readonly string[]).includes(value))
      return t(`purchaseOrders.coreStatus.${value}`);
    if (dayFields.has(entry.field)) return formatDate(value);
    if (entry.field === "freight") return formatMoney(value);
    return value;
  };
  const fieldName = (field: string) =>
    i18n.exists(`purchaseOrders.supplierOrder.fields.${field}`)
      ? t(`purchaseOrders.supplierOrder.fields.${field}`)
      : field;
  return (
    <Stack gap={0} component="ol" style={{ listStyle: "none", padding: 0, margin: 0 }}>
      {query.data.map((entry) => (
        <Stack
          key={entry.id}
          component="li"
          gap={2}
          py="xs"
          style={{ borderBottom: "1px solid var(--mantine-color-gray-2)" }}
        >
          <Text size="sm">
            <Text span fw={600}>
              {fieldName(entry.field)}:
            </Text>{" "}
            {entry.old === null
              ? shown(entry, entry.new)
              : `${shown(entry, entry.old)} → ${shown(entry, entry.new)}`}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(entry.createdAt)} · {entry.createdByName}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
