// The quote's products (spec 000 §3 "Order line"): where, what, size, options, quantity, price, errors.

import { ActionIcon, Anchor, Card, Group, Stack, Text } from "@mantine/core";
import type { OrderLine, Quote } from "@portal/contract";
import { formatMoney } from "@portal/domain";
import { IconAlertCircle, IconPencil, IconTrash } from "@tabler/icons-react";
import { Link } from "react-router";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { configurationSummary, lineErrorText } from "../../catalogue/index.ts";

export function optionsSummary(line: OrderLine): string {
  return configurationSummary(line.context.configuration);
}

export type OrderLinesProps = {
  quote: Quote;
  readOnly: boolean;
  lineHref: (lineId: string) => string;
  onEdit: (lineId: string) => void;
  onRemove: (line: OrderLine) => void;
};

export function OrderLines({ quote, readOnly, lineHref, onEdit, onRemove }: OrderLinesProps) {
  const { t } = useTranslation();
  const inclusive = quote.config.taxMode === "INCLUSIVE";
  const lines = quote.context.orderLines;
  if (lines.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t("quotes.lines.empty")}
      </Text>
    );
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
      {lines.map((line) => {
        const { width, height } = line.context.configuration;
        const unit = inclusive ? line.pricing.unitSellPriceIncTax : line.pricing.unitSellPriceExTax;
        const total = inclusive ? line.pricing.totalSellPriceIncTax : line.pricing.totalSellPriceExTax;
        const options = optionsSummary(line);
        return (
          <Card component="li" key={line.id} withBorder padding="sm" data-testid="order-line">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                {line.windowGroupName ? (
                  <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                    {line.windowGroupName}
                  </Text>
                ) : null}
                <Anchor component={Link} to={lineHref(line.id)} fw={600}>
                  {line.context.product.name}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {line.context.product.brandName}
                  {width && height ? ` · ${t("quotes.lines.size", { width, drop: height })}` : ""}
                </Text>
                {options ? <Text size="sm">{options}</Text> : null}
                {line.context.errors.map((error) => (
                  <Text
                    key={`${error.code}-${error.groupId ?? ""}-${error.optionId ?? ""}`}
                    size="sm"
                    c="red.8"
                    role="note"
                  >
                    <IconAlertCircle size={14} aria-hidden="true" style={{ verticalAlign: "middle" }} />{" "}
                    {lineErrorText(error)}
                  </Text>
                ))}
              </Stack>
              <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
                <Text size="sm" c="dimmed">
                  {t("quotes.lines.qtyUnit", { quantity: line.quantity, unit: formatMoney(unit) })}
                </Text>
                <Text fw={700} data-testid="line-total">
                  {formatMoney(total)}
                </Text>
                {readOnly ? null : (
                  <Group gap={4}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t("quotes.lines.editNamed", { name: line.context.product.name })}
                      onClick={() => onEdit(line.id)}
                    >
                      <IconPencil size={16} aria-hidden="true" />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t("quotes.lines.removeNamed", { name: line.context.product.name })}
                      onClick={() => onRemove(line)}
                    >
                      <IconTrash size={16} aria-hidden="true" />
                    </ActionIcon>
                  </Group>
                )}
              </Stack>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
