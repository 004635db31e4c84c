import { Alert, SimpleGrid, Stack } from "@mantine/core";
import type { SupplierOrder } from "@portal/contract";
import { formatMoney } from "@portal/domain";
import { IconInfoCircle } from "@tabler/icons-react";
import { formatDate } from "../../../shared/i18n/format-date.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { Detail } from "./detail.tsx";

export type SupplierUpdateViewProps = {
  order: SupplierOrder;
  /** Why it cannot change: a newer revision was sent, or the order is completed or cancelled. */
  reason: "superseded" | "closed";
};

/** The supplier's part of an order that can no longer change, and why. */
export function SupplierUpdateView({ order, reason }: SupplierUpdateViewProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert
        color={reason === "superseded" ? "yellow" : "gray"}
        variant="light"
        icon={<IconInfoCircle aria-hidden="true" />}
        title={t(`supplierPage.${reason}Title`)}
      >
        {t(`supplierPage.${reason}`)}
      </Alert>
      <SimpleGrid component="dl" m={0} cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
        <Detail
          label={t("supplierPage.status")}
          value={t(`supplierPage.statuses.${order.context.orderStatus.coreStatus}`)}
        />
        <Detail label={t("supplierPage.reference")} value={order.reference} />
        <Detail label={t("supplierPage.eta")} value={formatDate(order.eta)} />
        <Detail label={t("supplierPage.freight")} value={order.freight ? formatMoney(order.freight) : null} />
        <Detail label={t("supplierPage.trackingInformation")} value={order.trackingInformation} multiline />
        <Detail label={t("supplierPage.shippingInstructions")} value={order.shippingInstructions} multiline />
      </SimpleGrid>
    </Stack>
  );
}
