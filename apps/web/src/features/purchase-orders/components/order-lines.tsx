// The order's products (spec 000 §2): each line's configuration in words, quantity and cost, its name a
// link to the product; while the order is open, 'Edit' (quantity and notes), 'Change options' (the
// product options frame) and 'Remove' after a confirmation.
import { ActionIcon, Anchor, Card, Group, Stack, Text } from "@mantine/core";
import type { PurchaseOrder, PurchaseOrderLine } from "@portal/contract";
import { formatMoney } from "@portal/domain";
import { IconAdjustments, IconPencil, IconTrash } from "@tabler/icons-react";
import { Link } from "react-router";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { openConfirm } from "../../../shared/ui/confirm.ts";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";
import { configurationSummary } from "../../catalogue/index.ts";
import { useDeleteOrderLine } from "../api/delete-purchase-order-line.ts";
import { useOrderProblem } from "../hooks/use-order-problem.ts";

export type OrderLinesProps = {
  order: PurchaseOrder;
  editable: boolean;
  /** The product's page over the order (spec 000 §2 "product detail"). */
  productHref: (lineId: string) => string;
  /** Opens 'Edit product' (quantity and notes). */
  onEdit: (line: PurchaseOrderLine) => void;
  /** Opens the product options frame; lines no longer in the catalogue cannot be reconfigured. */
  onChangeOptions: (line: PurchaseOrderLine) => void;
};

export function OrderLines({ order, editable, productHref, onEdit, onChangeOptions }: OrderLinesProps) {
  const { t } = useTranslation();
  const onProblem = useOrderProblem(order.id);
  const remove = useDeleteOrderLine(order.id);
  const lines = order.context.orderLines;
  if (lines.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t("purchaseOrders.noLines")}
      </Text>
    );
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
      {lines.map((line) => {
        const { width, height } = line.configuration;
        const options = configurationSummary(line.configuration);
        return (
          <Card component="li" key={line.id} withBorder padding="sm">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                {line.windowGroupName ? (
                  <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                    {line.windowGroupName}
                  </Text>
                ) : null}
                <Anchor component={Link} to={productHref(line.id)} fw={600}>
                  {line.product.name}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {line.product.brandName}
                  {width && height ? ` · ${t("purchaseOrders.size", { width, drop: height })}` : ""}
                </Text>
                {options ? <Text size="sm">{options}</Text> : null}
                {line.notes ? (
                  <Text size="sm" fs="italic">
                    {line.notes}
                  </Text>
                ) : null}
              </Stack>
              <Stack gap={4} align="flex-end">
                <Text size="sm" c="dimmed" style={{ whiteSpace: "nowrap" }}>
                  {t("purchaseOrders.qtyUnit", {
                    quantity: line.quantity,
                    unit: formatMoney(line.unitCostPrice),
                  })}
                </Text>
                <Text fw={600} style={{ whiteSpace: "nowrap" }}>
                  {formatMoney(line.costPrice)}
                </Text>
                {editable ? (
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={t("purchaseOrders.editLine", { product: line.product.name })}
                      onClick={() => onEdit(line)}
                    >
                      <IconPencil size={16} aria-hidden="true" />
                    </ActionIcon>
                    {line.productId ? (
                      <ActionIcon
                        variant="subtle"
                        aria-label={t("purchaseOrders.changeOptions", { product: line.product.name })}
                        onClick={() => onChangeOptions(line)}
                      >
                        <IconAdjustments size={16} aria-hidden="true" />
                      </ActionIcon>
                    ) : null}
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t("purchaseOrders.removeLine", { product: line.product.name })}
                      onClick={() =>
                        openConfirm({
                          title: t("purchaseOrders.removeLineTitle"),
                          message: t("purchaseOrders.removeLineMessage", { product: line.product.name }),
                          confirmLabel: t("purchaseOrders.remove"),
                          danger: true,
                          onConfirm: () =>
                            remove.mutate(line.id, {
                              onSuccess: () => showSuccessToast(t("purchaseOrders.lineRemoved")),
                              onError: onProblem,
                            }),
                        })
                      }
                    >
                      <IconTrash size={16} aria-hidden="true" />
                    </ActionIcon>
                  </Group>
                ) : null}
              </Stack>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
