import { Badge, Group, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import type { PaymentSummary } from "@portal/contract";
import { formatMoney } from "@portal/domain";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../shared/i18n/format-date.ts";

const statusColors = { REQUESTED: "yellow", PAID: "green", CANCELLED: "gray" } as const;

/** What has been paid on the quote, what is left, and each payment (spec 000 §3 Payment summary). */
export function PaymentSummaryView({
  summary,
  loading,
}: {
  summary: PaymentSummary | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t("customerQuote.payments")}
      </Title>
      {loading || !summary ? (
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
            <Table horizontalSpacing="xs" verticalSpacing={4} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("customerQuote.date")}</Table.Th>
                  <Table.Th>{t("customerQuote.method")}</Table.Th>
                  <Table.Th>{t("customerQuote.status")}</Table.Th>
                  <Table.Th ta="right">{t("customerQuote.amount")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {summary.payments.map((payment, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the summary's rows have no ids
                  <Table.Tr key={index}>
                    <Table.Td>{formatDate(payment.date)}</Table.Td>
                    <Table.Td>{t(`customerQuote.methods.${payment.paymentMethod}`)}</Table.Td>
                    <Table.Td>
                      <Badge color={statusColors[payment.status]} variant="light" c="dark.7">
                        {t(`customerQuote.statuses.${payment.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right" style={{ fontVariantNumeric: "tabular-nums" }}>
                      {formatMoney(payment.amount)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </>
      )}
    </Stack>
  );
}
