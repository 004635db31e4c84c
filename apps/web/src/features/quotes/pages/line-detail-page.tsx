// /workflows/{slug}/{dealId}/quotes/{quoteId}/products/{orderLineId}: one line, its breakdown and how it
// was priced; on a quote still open, 'Change options' opens the configurator to fix or change it.
import { Button, Card, Group, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { formatMoney } from "@portal/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { ErrorView } from "../../../shared/ui/error-view.tsx";
import { PriceExplanation } from "../../catalogue/components.ts";
import { lineErrorText } from "../../catalogue/index.ts";
import { useOrderLine } from "../api/get-order-line.ts";
import { useQuote, useRefreshQuote } from "../api/get-quote.ts";
import { quoteKeys } from "../api/quote-keys.ts";
import { ConfiguratorModal } from "../components/configurator-modal.tsx";
import { optionsSummary } from "../components/order-lines.tsx";
import { QuoteBreadcrumbs } from "../components/quote-breadcrumbs.tsx";

export type LineDetailPageProps = {
  orderLineId: string;
  quoteId: string;
  boardHref: string;
  dealHref: string;
  quoteHref: string;
};

const percent = (value: string) => `${Number(value).toFixed(2)} %`;

export function LineDetailPage({
  orderLineId,
  quoteId,
  boardHref,
  dealHref,
  quoteHref,
}: LineDetailPageProps) {
  const { t } = useTranslation();
  const query = useOrderLine(orderLineId);
  const quote = useQuote(quoteId).data;
  const line = query.data;
  const inclusive = line?.pricing.taxMode === "INCLUSIVE";
  const [configuring, setConfiguring] = useState(false);
  const queryClient = useQueryClient();
  const refreshQuote = useRefreshQuote(quoteId);
  const onSaved = () => {
    setConfiguring(false);
    void queryClient.invalidateQueries({ queryKey: quoteKeys.orderLine(orderLineId) });
    refreshQuote();
  };

  return (
    <Stack gap="md">
      <QuoteBreadcrumbs
        quote={quote}
        boardHref={boardHref}
        dealHref={dealHref}
        line={{ quoteHref, productName: line?.context.product.name }}
      />
      {query.isError ? (
        <ErrorView
          error={query.error}
          onRetry={() => void query.refetch()}
          back={{ to: quoteHref, label: t("quotes.backToQuote") }}
        />
      ) : !line ? (
        <Skeleton height={240} />
      ) : (
        <>
          <Stack gap={2}>
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
              <Title order={1} size="h2">
                {line.context.product.name}
              </Title>
              {quote && !quote.isReadOnly ? (
                <Button onClick={() => setConfiguring(true)}>{t("quotes.lines.changeOptions")}</Button>
              ) : null}
            </Group>
            <Text c="dimmed" size="sm">
              {[
                line.windowGroupName,
                line.context.product.brandName,
                line.context.configuration.width && line.context.configuration.height
                  ? t("quotes.lines.size", {
                      width: line.context.configuration.width,
                      drop: line.context.configuration.height,
                    })
                  : null,
                t("quotes.lines.qty", { quantity: line.quantity }),
              ]
                .filter(Boolean)
                .join(" · ")}
            </Text>
            {optionsSummary(line) ? <Text size="sm">{optionsSummary(line)}</Text> : null}
            {line.context.errors.map((error) => (
              <Text key={`${error.code}-${error.groupId ?? ""}-${error.optionId ?? ""}`} c="red.8" size="sm">
                {lineErrorText(error)}
              </Text>
            ))}
          </Stack>
          <Group gap="xl">
            <div>
              <Text size="xs" c="dimmed">
                {inclusive ? t("quotes.lines.unitInc") : t("quotes.lines.unitEx")}
              </Text>
              <Text fw={600}>
                {formatMoney(inclusive ? line.pricing.unitSellPriceIncTax : line.pricing.unitSellPriceExTax)}
              </Text>
            </div>
            <div>
              <Text size="xs" c="dimmed">
                {inclusive ? t("quotes.lines.totalInc") : t("quotes.lines.totalEx")}
              </Text>
              <Text fw={700}>
                {formatMoney(
                  inclusive ? line.pricing.totalSellPriceIncTax : line.pricing.totalSellPriceExTax,
                )}
              </Text>
            </div>
            <div>
              <Text size="xs" c="dimmed">
                {t("quotes.lines.cost")}
              </Text>
              <Text fw={600}>{formatMoney(line.pricing.totalCostPrice)}</Text>
            </div>
          </Group>
          <Card withBorder padding="md" component="section" aria-labelledby="breakdown-title">
            <Title order={2} size="h4" id="breakdown-title" mb="xs">
              {t("quotes.breakdown.title")}
            </Title>
            <Table.ScrollContainer minWidth={420}>
              <Table horizontalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("quotes.breakdown.type")}</Table.Th>
                    <Table.Th ta="right">{t("quotes.breakdown.cost")}</Table.Th>
                    <Table.Th ta="right">{t("quotes.breakdown.sell")}</Table.Th>
                    <Table.Th ta="right">{t("quotes.breakdown.markup")}</Table.Th>
                    <Table.Th ta="right">{t("quotes.breakdown.margin")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {line.pricing.breakdown.map((row) => (
                    <Table.Tr key={row.type}>
                      <Table.Td>{t(`quotes.breakdown.${row.type}`)}</Table.Td>
                      <Table.Td ta="right">{formatMoney(row.cost)}</Table.Td>
                      <Table.Td ta="right">{formatMoney(row.sell)}</Table.Td>
                      <Table.Td ta="right">{percent(row.markup)}</Table.Td>
                      <Table.Td ta="right">{percent(row.margin)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Card>
          <Card withBorder padding="md" component="section" aria-labelledby="explain-title">
            <Title order={2} size="h4" id="explain-title" mb="xs">
              {t("quotes.explain.title")}
            </Title>
            <PriceExplanation steps={line.context.explanation} />
          </Card>
          <ConfiguratorModal
            opened={configuring}
            lineId={line.id}
            onClose={() => setConfiguring(false)}
            onSaved={onSaved}
          />
        </>
      )}
    </Stack>
  );
}
