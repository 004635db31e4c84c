import { Anchor, Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { PurchaseOrder, PurchaseOrderLine } from "@portal/contract";
import { formatMoney, purchaseOrderChangeProblem } from "@portal/domain";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { formatDate } from "../../../shared/i18n/format-date.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { DeferredDialog, deferredPart } from "../../../shared/ui/deferred.tsx";
import { ErrorView } from "../../../shared/ui/error-view.tsx";
import { getPurchaseOrderQueryOptions, usePurchaseOrder } from "../api/get-purchase-order.ts";
import { AddOrderProduct } from "../components/add-order-product.tsx";
import type { SalesRepOption } from "../components/order-details-form.tsx";
import { OrderLines } from "../components/order-lines.tsx";
import type { OrderProductDialogsProps } from "../components/order-product-dialogs.tsx";
import { OrderShipping, type ShippingMethod } from "../components/order-shipping.tsx";
import { OrderStatusBadge } from "../components/order-status-badge.tsx";
import { OrderToolbar } from "../components/order-toolbar.tsx";
import { SupplierOrderCard } from "../components/supplier-order-card.tsx";
import type { SupplierOrderDialogProps } from "../components/supplier-order-dialog.tsx";

// The order's dialogs (a product's, a line's, the configurator's, and the order the supplier was sent)
// load when the page is idle.
const productDialogs = deferredPart<OrderProductDialogsProps & { opened: boolean }>(
  async () => (await import("../components/order-product-dialogs.tsx")).OrderProductDialogs,
);
const supplierOrderDialog = deferredPart<SupplierOrderDialogProps>(
  async () => (await import("../components/supplier-order-dialog.tsx")).SupplierOrderDialog,
);

export type PurchaseOrderPageProps = {
  orderId: string;
  listHref: string;
  orderHref: (orderId: string) => string;
  /** The deal's page, when the order came from one and the session may open deals. */
  dealHref: ((deal: NonNullable<PurchaseOrder["deal"]>) => string) | null;
  /** Whether the session may change orders (orders.edit) and mark them private (orders.private). */
  canEdit: boolean;
  canSetPrivate: boolean;
  /** The account's active employees, for the sales rep. */
  salesReps: readonly SalesRepOption[];
  /** The supplier order shown over the page (/orders/{orderId}/supplier-order/{id}), or null. */
  supplierOrderId: string | null;
  supplierOrderHref: (orderId: string, supplierOrderId: string) => string;
  /** The supplier's shipping methods (for the order's shipping, and an offline order tracked by hand). */
  shippingMethods: (manufacturerId: number) => readonly ShippingMethod[];
  /** The method the dealer uses with the supplier by default (Settings → Suppliers). */
  defaultShippingMethodId: (manufacturerId: number) => number | null;
  /** The product shown over the page (/orders/{orderId}/products/{orderLineId}), or null. */
  orderLineId: string | null;
  productHref: (orderId: string, orderLineId: string) => string;
  productOptionsHref: (orderLineId: string, orderId: string) => string;
};

/** /orders/{orderId} (spec 000 §2): the order's header and its lines. */
export function PurchaseOrderPage({
  orderId,
  listHref,
  orderHref,
  dealHref,
  canEdit,
  canSetPrivate,
  salesReps,
  supplierOrderId,
  supplierOrderHref,
  shippingMethods,
  defaultShippingMethodId,
  orderLineId,
  productHref,
  productOptionsHref,
}: PurchaseOrderPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<PurchaseOrderLine | null>(null);
  const [configuring, setConfiguring] = useState<PurchaseOrderLine | null>(null);
  const query = usePurchaseOrder(orderId);
  const order = query.data;
  // An older revision's supplier order leads to the newest revision's (spec 000 §2).
  const latestId = order?.context.latestRevision.id;
  const stale = supplierOrderId !== null && latestId !== undefined && latestId !== orderId;
  const latest = useQuery({ ...getPurchaseOrderQueryOptions(latestId ?? ""), enabled: stale });
  useEffect(() => {
    if (!stale || !latest.data) return;
    const sent = latest.data.context.supplierOrder;
    void navigate(sent ? supplierOrderHref(latest.data.id, sent.id) : orderHref(latest.data.id), {
      replace: true,
    });
  }, [stale, latest.data, navigate, supplierOrderHref, orderHref]);
  if (query.isError)
    return (
      <ErrorView
        error={query.error}
        onRetry={() => void query.refetch()}
        back={{ to: listHref, label: t("purchaseOrders.backToList") }}
      />
    );
  if (!order)
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton height={40} width="40%" />
        <Skeleton height={160} />
      </Stack>
    );
  const editable = canEdit && purchaseOrderChangeProblem(order) === null;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={listHref} size="sm">
        {t("purchaseOrders.backToList")}
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1}>{order.number}</Title>
            <OrderStatusBadge status={order.status} />
            {order.isArchived ? <Badge variant="default">{t("purchaseOrders.archived")}</Badge> : null}
            {order.isManufacturerPrivate ? (
              <Badge variant="light" color="grape">
                {t("purchaseOrders.privateBadge")}
              </Badge>
            ) : null}
          </Group>
          <Text c="dimmed">{order.supplier.name}</Text>
        </Stack>
        <Stack gap={0} align="flex-end">
          <Text fw={700} size="lg">
            {formatMoney(order.totalCost)}
          </Text>
          <Text size="sm" c="dimmed">
            {t("purchaseOrders.items", { count: order.totalQuantity })}
          </Text>
        </Stack>
      </Group>
      <OrderToolbar
        order={order}
        canEdit={canEdit}
        canSetPrivate={canSetPrivate}
        salesReps={salesReps}
        orderHref={orderHref}
      />
      <RevisionNote order={order} orderHref={orderHref} />
      {order.context.supplierOrder ? (
        <SupplierOrderCard
          sent={order.context.supplierOrder}
          supplierName={order.supplier.name}
          href={supplierOrderHref(order.id, order.context.supplierOrder.id)}
        />
      ) : null}
      <DeferredDialog
        part={supplierOrderDialog}
        props={{
          opened: supplierOrderId !== null && !stale,
          onClose: () => void navigate(orderHref(order.id)),
          order,
          supplierOrderId,
          canEdit,
          shippingMethods: shippingMethods(order.manufacturerId),
        }}
      />
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          <Detail label={t("purchaseOrders.sidemark")} value={order.sidemark} />
          <Detail
            label={t("purchaseOrders.deal")}
            value={
              order.deal ? (
                dealHref ? (
                  <Anchor component={Link} to={dealHref(order.deal)}>
                    {`D-${order.deal.tuid} ${order.deal.name}`}
                  </Anchor>
                ) : (
                  `D-${order.deal.tuid} ${order.deal.name}`
                )
              ) : null
            }
          />
          <Detail label={t("purchaseOrders.salesRep")} value={order.salesRep?.name} />
          <Detail
            label={t("purchaseOrders.customer")}
            value={
              order.customerDetails
                ? [
                    order.customerDetails.name,
                    order.customerDetails.email,
                    order.customerDetails.phone,
                    order.customerDetails.address,
                  ]
                    .filter(Boolean)
                    .join(" · ")
                : null
            }
          />
          <Detail
            label={t("purchaseOrders.requiredDate")}
            value={order.requiredDate ? formatDate(order.requiredDate) : null}
          />
          <Detail label={t("purchaseOrders.created")} value={formatDate(order.createdAt)} />
          <Detail label={t("purchaseOrders.notes")} value={order.notes} />
        </SimpleGrid>
      </Paper>
      <OrderShipping
        order={order}
        editable={editable}
        methods={shippingMethods(order.manufacturerId)}
        defaultMethodId={defaultShippingMethodId(order.manufacturerId)}
      />
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3">
          {t("purchaseOrders.lines")}
        </Title>
        {editable ? <AddOrderProduct order={order} /> : null}
      </Group>
      <OrderLines
        order={order}
        editable={editable}
        productHref={(lineId) => productHref(order.id, lineId)}
        onEdit={setEditing}
        onChangeOptions={setConfiguring}
      />
      <DeferredDialog
        part={productDialogs}
        props={{
          opened: orderLineId !== null || editing !== null || configuring !== null,
          order,
          editable,
          viewing: orderLineId,
          onCloseView: () => void navigate(orderHref(order.id)),
          editing,
          onEdit: setEditing,
          configuring,
          onConfigure: setConfiguring,
          productOptionsHref,
        }}
      />
    </Stack>
  );
}

function Detail({ label, value }: { label: string; value: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      {value ? (
        <Text size="sm">{value}</Text>
      ) : (
        <Text size="sm" c="dimmed">
          {t("purchaseOrders.notSet")}
        </Text>
      )}
    </Stack>
  );
}

function RevisionNote({ order, orderHref }: { order: PurchaseOrder; orderHref: (id: string) => string }) {
  const { t } = useTranslation();
  const { parentOrder, latestRevision } = order.context;
  const newer = latestRevision.id !== order.id;
  if (!parentOrder && !newer) return null;
  return (
    <Text size="sm">
      {parentOrder ? (
        <>
          {t("purchaseOrders.revisionOf")}{" "}
          <Anchor component={Link} to={orderHref(parentOrder.id)}>
            {parentOrder.number}
          </Anchor>
          {newer ? " · " : null}
        </>
      ) : null}
      {newer ? (
        <>
          {t("purchaseOrders.newerRevision")}{" "}
          <Anchor component={Link} to={orderHref(latestRevision.id)}>
            {latestRevision.number}
          </Anchor>
        </>
      ) : null}
    </Text>
  );
}
