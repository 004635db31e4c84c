// A deal's purchase orders (issue 12 "The deal shows its purchase orders"), under its quotes: each
// order's number, supplier, status and cost, linking to the order.
import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { formatMoney } from "@portal/domain";
import { Link } from "react-router";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { usePurchaseOrders } from "../api/list-purchase-orders.ts";
import { OrderStatusBadge } from "./order-status-badge.tsx";

export type DealOrdersProps = {
  dealId: string;
  orderHref: (orderId: string) => string;
  supplierName: (manufacturerId: number) => string;
};

export function DealOrders({ dealId, orderHref, supplierName }: DealOrdersProps) {
  const { t } = useTranslation();
  const query = usePurchaseOrders({ dealId });
  return (
    <Stack gap="xs" component="section" aria-labelledby="deal-orders-title">
      <Title order={2} size="h4" id="deal-orders-title">
        {t("purchaseOrders.title")}
      </Title>
      {query.isError ? (
        <Text size="sm" c="red.8">
          {t("purchaseOrders.dealOrdersFailed")}
        </Text>
      ) : !query.data ? (
        <Skeleton height={48} aria-busy="true" />
      ) : query.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("purchaseOrders.dealOrdersNone")}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {query.data.map((order) => (
            <Card component="li" key={order.id} withBorder padding="sm">
              <Group justify="space-between" gap="sm" wrap="nowrap">
                <Group gap="sm" wrap="wrap">
                  <Anchor component={Link} to={orderHref(order.id)} fw={600}>
                    {order.number}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {supplierName(order.manufacturerId)}
                  </Text>
                  <OrderStatusBadge status={order.status} />
                </Group>
                <Text fw={600} style={{ whiteSpace: "nowrap" }}>
                  {formatMoney(order.totalCost)}
                </Text>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
