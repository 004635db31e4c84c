import { Anchor, Badge, Group, Paper, Table, Text } from "@mantine/core";
import type { PurchaseOrderListItem } from "@portal/contract";
import { formatMoney } from "@portal/domain";
import { Link } from "react-router";
import { formatDate } from "../../../shared/i18n/format-date.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { OrderStatusBadge } from "./order-status-badge.tsx";

export type PurchaseOrdersTableProps = {
  orders: PurchaseOrderListItem[];
  orderHref: (orderId: string) => string;
  supplierName: (manufacturerId: number) => string;
  /** The supplier column shows only when the account has more than one (spec 000 §6 suppliers.view). */
  showSupplier: boolean;
  onOpen: (order: PurchaseOrderListItem) => void;
};

export function PurchaseOrdersTable({
  orders,
  orderHref,
  supplierName,
  showSupplier,
  onOpen,
}: PurchaseOrdersTableProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" style={{ overflowX: "auto" }}>
      <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" miw={640}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("purchaseOrders.number")}</Table.Th>
            {showSupplier ? <Table.Th>{t("purchaseOrders.supplier")}</Table.Th> : null}
            <Table.Th>{t("purchaseOrders.sidemark")}</Table.Th>
            <Table.Th>{t("purchaseOrders.statusLabel")}</Table.Th>
            <Table.Th ta="right">{t("purchaseOrders.quantity")}</Table.Th>
            <Table.Th ta="right">{t("purchaseOrders.totalCost")}</Table.Th>
            <Table.Th>{t("purchaseOrders.created")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            // The row opens the order for a mouse; the number is the link for keyboards.
            <Table.Tr key={order.id} onClick={() => onOpen(order)} style={{ cursor: "pointer" }}>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Anchor
                    component={Link}
                    to={orderHref(order.id)}
                    fw={600}
                    c="inherit"
                    style={{ whiteSpace: "nowrap" }}
                    // The row's click would navigate a second time.
                    onClick={(event) => event.stopPropagation()}
                  >
                    {order.number}
                  </Anchor>
                  {order.isArchived ? (
                    <Badge size="xs" variant="default">
                      {t("purchaseOrders.archived")}
                    </Badge>
                  ) : null}
                </Group>
              </Table.Td>
              {showSupplier ? (
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                    {supplierName(order.manufacturerId)}
                  </Text>
                </Table.Td>
              ) : null}
              <Table.Td>
                <Text size="sm" lineClamp={2} miw={140}>
                  {order.sidemark}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                <OrderStatusBadge status={order.status} />
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm">{order.totalQuantity}</Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                  {formatMoney(order.totalCost)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                  {formatDate(order.createdAt)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
