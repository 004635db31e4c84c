// On the order page, once submitted: what the supplier has of it, and the way into its details and history.
import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import type { PurchaseOrder } from "@portal/contract";
import { IconTruckDelivery } from "@tabler/icons-react";
import { Link } from "react-router";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { SupplierStatusBadge } from "./supplier-order-view.tsx";

export type SupplierOrderCardProps = {
  sent: NonNullable<PurchaseOrder["context"]["supplierOrder"]>;
  supplierName: string;
  href: string;
};

export function SupplierOrderCard({ sent, supplierName, href }: SupplierOrderCardProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconTruckDelivery size={22} aria-hidden="true" color="var(--mantine-color-gray-6)" />
          <Stack gap={4}>
            <Group gap="xs">
              <Text fw={600}>{t("purchaseOrders.supplierOrder.cardTitle")}</Text>
              <SupplierStatusBadge
                isOffline={sent.isOffline}
                coreStatus={sent.coreStatus}
                statusName={sent.statusName}
              />
            </Group>
            <Text size="sm" c="dimmed">
              {sent.isOffline
                ? t("purchaseOrders.supplierOrder.cardOffline", { supplier: supplierName })
                : t("purchaseOrders.supplierOrder.cardOnline", { supplier: supplierName })}
            </Text>
          </Stack>
        </Group>
        <Button component={Link} to={href} variant="light">
          {t("purchaseOrders.supplierOrder.open")}
        </Button>
      </Group>
    </Paper>
  );
}
