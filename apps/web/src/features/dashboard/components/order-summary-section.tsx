import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { type OrderSummary, orderSummaryDays } from "@portal/contract";
import { formatMoney, type PurchaseOrderStatus } from "@portal/domain";
import { Link } from "react-router";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { useOrderSummary } from "../api/get-order-summary.ts";

export type OrderSummarySectionProps = {
  /** The orders list, filtered by a status (`/orders?status=OPEN`) or not. */
  ordersHref: (status?: PurchaseOrderStatus) => string;
};

const headingId = "dashboard-orders";

/** The 'Orders' section (spec 000 §2): the past 30 days' orders per status, each linking to the list. */
export function OrderSummarySection({ ordersHref }: OrderSummarySectionProps) {
  const { t } = useTranslation();
  const summary = useOrderSummary();
  const body = () => {
    if (summary.isPending) {
      return (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" aria-busy="true" aria-label={t("common.loading")}>
          {[0, 1].map((key) => (
            <Skeleton key={key} height={72} radius="md" />
          ))}
        </SimpleGrid>
      );
    }
    if (summary.isError) {
      return (
        <Alert color="red" title={t("dashboardOrders.loadFailed")}>
          <Button variant="light" color="red" onClick={() => summary.refetch()}>
            {t("common.tryAgain")}
          </Button>
        </Alert>
      );
    }
    if (summary.data.statuses.every((row) => row.orderCount === 0)) {
      return (
        <Group gap="xs">
          <Text c="dimmed" size="sm">
            {t("dashboardOrders.none", { count: orderSummaryDays })}
          </Text>
          <Anchor component={Link} to={ordersHref()} size="sm" fw={600}>
            {t("dashboardOrders.viewAll")}
          </Anchor>
        </Group>
      );
    }
    return (
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {summary.data.statuses.map((row) => (
          <StatusCard key={row.status} row={row} href={ordersHref(row.status)} />
        ))}
      </SimpleGrid>
    );
  };
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p={{ base: "sm", sm: "md" }}
    >
      <Stack gap="md">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} size="h3" id={headingId}>
            <Anchor component={Link} to={ordersHref()} inherit>
              {t("dashboardOrders.title")}
            </Anchor>
          </Title>
          <Text size="sm" c="dimmed">
            {t("dashboardOrders.period", { count: orderSummaryDays })}
          </Text>
        </Group>
        {body()}
      </Stack>
    </Paper>
  );
}

type StatusCardProps = { row: OrderSummary["statuses"][number]; href: string };

/** One status: its orders and their total cost; the status links to the list filtered by it. */
function StatusCard({ row, href }: StatusCardProps) {
  const { t } = useTranslation();
  const status = t(`purchaseOrders.status.${row.status}`);
  return (
    <Paper bg="gray.0" radius="md" p="sm">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Anchor
            component={Link}
            to={href}
            fw={700}
            size="sm"
            aria-label={t("dashboardOrders.statusOrders", { status, count: row.orderCount })}
          >
            {status}
          </Anchor>
          <Badge variant="default" size="lg" aria-hidden>
            {row.orderCount}
          </Badge>
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" c="gray.8">
            {t("purchaseOrders.totalCost")}
          </Text>
          <Text size="sm" fw={600}>
            {formatMoney(row.totalCost)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
