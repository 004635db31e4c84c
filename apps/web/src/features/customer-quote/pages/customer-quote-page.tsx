// /customer-quote/{token} (spec 000 §2, DOMAIN.md): the dealer's quote for the customer: what, how
// much, the deposit, what has been paid, the PDF, and acceptance. Public: the token is the key.
import { Anchor, Divider, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { hasStatus } from "../../../shared/api-client/api-error.ts";
import { formatDate } from "../../../shared/i18n/format-date.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { ErrorPanel } from "../../../shared/ui/error-panel.tsx";
import { PublicLayout } from "../../../shared/ui/public-layout.tsx";
import { useCustomerQuote } from "../api/get-customer-quote.ts";
import { usePaymentSummary } from "../api/get-customer-quote-payments.ts";
import { AcceptQuote } from "../components/accept-quote.tsx";
import { PaymentSummaryView } from "../components/payment-summary.tsx";
import { QuoteLines, QuoteTotals } from "../components/quote-lines.tsx";

const card = (children: ReactNode) => (
  <Paper withBorder shadow="xs" radius="md" p={{ base: "md", xs: "lg" }}>
    {children}
  </Paper>
);

export function CustomerQuotePage({ token }: { token: string }) {
  const { t } = useTranslation();
  const query = useCustomerQuote(token);
  const quote = query.data;
  const summary = usePaymentSummary(token, quote !== undefined);

  let body: ReactNode;
  if (query.isPending) {
    body = card(
      <Stack gap="sm" aria-busy="true">
        <Skeleton height={28} width="60%" />
        <Skeleton height={64} />
        <Skeleton height={64} />
      </Stack>,
    );
  } else if (query.isError) {
    body = card(
      hasStatus(query.error, 404, 422) ? (
        <ErrorPanel missing title={t("customerQuote.notFound")} message={t("customerQuote.notFoundHelp")} />
      ) : (
        <ErrorPanel title={t("errors.genericTitle")} message={t("errors.genericMessage")} />
      ),
    );
  } else if (quote) {
    body = (
      <Stack gap="md">
        {card(
          <Stack gap="md">
            <Stack gap={2}>
              <Text size="sm" c="dimmed">
                {t("customerQuote.heading", {
                  tuid: quote.order.tuid,
                  date: formatDate(quote.order.createdAt, quote.company.timeZone),
                })}
              </Text>
              <Title order={1} size="h2">
                {quote.order.name}
              </Title>
            </Stack>
            <QuoteLines quote={quote} />
            <Divider />
            <QuoteTotals quote={quote} />
            {quote.customerNotes ? (
              <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                {quote.customerNotes}
              </Text>
            ) : null}
            <Group>
              <Anchor href={quote.quotePdf.url} target="_blank" rel="noopener">
                <IconDownload size={16} aria-hidden="true" style={{ verticalAlign: "-3px" }} />{" "}
                {t("customerQuote.pdf")}
              </Anchor>
            </Group>
          </Stack>,
        )}
        {card(<AcceptQuote token={token} quote={quote} summary={summary.data} />)}
        {card(
          <PaymentSummaryView summary={summary.data} loading={summary.isPending} failed={summary.isError} />,
        )}
      </Stack>
    );
  }
  return (
    <PublicLayout dealerName={quote?.company.name ?? null} width={720} bare>
      {body}
    </PublicLayout>
  );
}
