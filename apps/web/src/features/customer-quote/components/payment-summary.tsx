import { Badge, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { PaymentSummary } from "@portal/contract";
import { formatMoney } from "@portal/domain";
import { formatDate } from "../../../shared/i18n/format-date.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";

const statusColors = { REQUESTED: "yellow", PAID: "green", CANCELLED: "gray" } as const;

/** What has been paid on the quote, what is left, and each payment (spec 000 §3 Payment summary). */
export function PaymentSummaryView({
  summary,
  loading,
  failed,
}: {
  summary: PaymentSummary | undefined;
  loading: boolean;
  failed: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t("customerQuote.payments")}
      </Title>
      {failed ? (
        <Text size="sm" c="dimmed" role="alert">
          {t("customerQuote.paymentsFailed")}
        </Text>
      ) : loading || !summary ? (
        <Skeleton height={48} />
      ) : (
        <>
          <Group justify="space-between">
            <Text>{t("customerQuote.totalReceived")}</Text>
            <Text fw={600} style={{ fontVariantNumeric: "tabular-nums" }}>
              {formatMoney(summary.totalReceived)}
            </Text>
          </Group>
          <Group justify="space-between">
            <Text>{t("customerQuote.balance")}</Text>
            <Text fw={600} style={{ fontVariantNumeric: "tabular-nums" }}>
              {formatMoney(summary.balance)}
            </Text>
          </Group>
          {summary.payments.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t("customerQuote.noPayments")}
            </Text>
          ) : (
            // A list rather than a table: narrow on a phone, and no table machinery on the customer's page.
            <Stack
              component="ul"
              gap={6}
              m={0}
              p={0}
              style={{ listStyle: "none" }}
              aria-label={t("customerQuote.payments")}
            >
              {summary.payments.map((payment, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the summary's rows have no ids
                <Group component="li" key={index} justify="space-between" gap="xs" wrap="nowrap">
                  <Stack gap={0}>
                    <Text size="sm">{formatDate(payment.date)}</Text>
                    <Text size="xs" c="dimmed">
                      {t(`customerQuote.methods.${payment.paymentMethod}`)}
                    </Text>
                  </Stack>
                  <Group gap="xs" wrap="nowrap">
                    <Badge color={statusColors[payment.status]} variant="light" c="dark.7">
                      {t(`customerQuote.statuses.${payment.status}`)}
                    </Badge>
                    <Text size="sm" style={{ fontVariantNumeric: "tabular-nums" }}>
                      {formatMoney(payment.amount)}
                    </Text>
                  </Group>
                </Group>
              ))}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
