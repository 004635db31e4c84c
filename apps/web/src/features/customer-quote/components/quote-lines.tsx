import { Group, Paper, Stack, Text } from "@mantine/core";
import type { CustomerQuote } from "@portal/contract";
import { formatMoney } from "@portal/domain";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";

/** The quote's products as a customer reads them: what, where, how big, how made, how many, how much. */
export function QuoteLines({ quote }: { quote: CustomerQuote }) {
  const { t } = useTranslation();
  return (
    <Stack
      component="ul"
      gap="xs"
      m={0}
      p={0}
      style={{ listStyle: "none" }}
      aria-label={t("customerQuote.products")}
    >
      {quote.lines.map((line, index) => (
        // Lines have no identity of their own here; their order is the quote's.
        // biome-ignore lint/suspicious/noArrayIndexKey: the quote's order is the key
        <Paper component="li" key={index} withBorder radius="sm" p="sm">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600}>{line.product}</Text>
              <Text size="sm" c="dimmed">
                {[
                  line.location,
                  line.width && line.height
                    ? t("customerQuote.size", { width: line.width, height: line.height })
                    : null,
                  t("customerQuote.quantity", { count: line.quantity }),
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </Text>
              {line.options.length > 0 ? (
                <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                  {line.options.map((option) => `${option.group}: ${option.value}`).join(" · ")}
                </Text>
              ) : null}
            </Stack>
            <Text fw={600} style={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }}>
              {formatMoney(line.price)}
            </Text>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/** The totals as the quote's tax mode shows them, adjustments first. */
export function QuoteTotals({ quote }: { quote: CustomerQuote }) {
  const { t } = useTranslation();
  const row = (label: string, amount: string, strong = false) => (
    <Group key={label} justify="space-between" gap="sm">
      <Text fw={strong ? 700 : 400}>{label}</Text>
      <Text fw={strong ? 700 : 400} style={{ fontVariantNumeric: "tabular-nums" }}>
        {formatMoney(amount)}
      </Text>
    </Group>
  );
  const inclusive = quote.taxMode === "INCLUSIVE";
  return (
    <Stack gap={4}>
      {quote.totals.adjustments.map((adjustment) => row(adjustment.label, adjustment.amount))}
      {inclusive ? null : row(t("customerQuote.subtotal"), quote.totals.exTax)}
      {inclusive ? null : row(t("customerQuote.tax"), quote.totals.tax)}
      {row(t("customerQuote.total"), quote.totals.incTax, true)}
      {inclusive ? (
        <Text size="sm" c="dimmed" ta="right">
          {t("customerQuote.includesTax", { amount: formatMoney(quote.totals.tax) })}
        </Text>
      ) : null}
      {quote.isDepositRequired ? row(t("customerQuote.deposit"), quote.order.depositAmount) : null}
    </Stack>
  );
}
