// The deal's Quotes tab (spec 000 §2 "Deal detail modules"): its quotes, archived ones on request.
import { Anchor, Badge, Button, Group, Skeleton, Stack, Switch, Table, Text } from "@mantine/core";
import { formatMoney } from "@portal/domain";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { ErrorView } from "../../../shared/ui/error-view.tsx";
import { useCreateQuote } from "../api/create-quote.ts";
import { useDealQuotes } from "../api/list-deal-quotes.ts";

export type QuotesPanelProps = {
  dealId: string;
  readOnly: boolean;
  quoteHref: (quoteId: string) => string;
};

export function QuotesPanel({ dealId, readOnly, quoteHref }: QuotesPanelProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [archived, setArchived] = useState(false);
  const query = useDealQuotes(dealId, archived);
  const create = useCreateQuote(dealId);

  const onCreate = () =>
    create.mutate(undefined, { onSuccess: (quote) => void navigate(quoteHref(quote.id)) });

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Switch
          label={t("quotes.showArchived")}
          checked={archived}
          onChange={(event) => setArchived(event.currentTarget.checked)}
        />
        {readOnly ? null : (
          <Button
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            loading={create.isPending}
            onClick={onCreate}
          >
            {t("quotes.newQuote")}
          </Button>
        )}
      </Group>
      {query.isError ? (
        <ErrorView onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label={t("common.loading")}>
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      ) : query.data.length === 0 ? (
        <Text c="dimmed">{t("quotes.noQuotes")}</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped highlightOnHover horizontalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("quotes.columns.quote")}</Table.Th>
                <Table.Th>{t("quotes.columns.description")}</Table.Th>
                <Table.Th>{t("quotes.columns.status")}</Table.Th>
                <Table.Th ta="right">{t("quotes.columns.total")}</Table.Th>
                <Table.Th ta="right">{t("quotes.columns.quantity")}</Table.Th>
                <Table.Th ta="right">{t("quotes.columns.lines")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.map((quote) => (
                <Table.Tr key={quote.id}>
                  <Table.Td>
                    <Anchor component={Link} to={quoteHref(quote.id)}>
                      {t("quotes.tuid", { tuid: quote.tuid })}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {quote.description || (
                      <Text c="dimmed" span>
                        —
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      <QuoteStatusBadge status={quote.status} />
                      {quote.isArchived ? (
                        <Badge color="gray.7" variant="outline" tt="none">
                          {t("quotes.archived")}
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right">
                    {formatMoney(quote.totalSellPriceOverride ?? quote.totalSellPrice)}
                  </Table.Td>
                  <Table.Td ta="right">{quote.context.totalQuantity}</Table.Td>
                  <Table.Td ta="right">{quote.context.orderLineCount}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

export function QuoteStatusBadge({ status }: { status: "DRAFT" | "ACCEPTED" }) {
  const { t } = useTranslation();
  return (
    // The darker text keeps the contrast of the light badge above 4.5:1.
    <Badge
      color={status === "ACCEPTED" ? "green" : "blue"}
      c={status === "ACCEPTED" ? "#236b33" : undefined}
      variant="light"
      tt="none"
    >
      {status === "ACCEPTED" ? t("quotes.status.accepted") : t("quotes.status.draft")}
    </Badge>
  );
}
