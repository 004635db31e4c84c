// /workflows/{slug}/{dealId}/quotes/{quoteId} (spec 000 §2 "Quote detail", §3 Quote): details, products,
// price breakdown, pending supplier updates, PDFs and acceptance.
import { Grid, Skeleton, Stack } from "@mantine/core";
import { i18n } from "../../../shared/i18n/i18n.ts";
import { ErrorView } from "../../../shared/ui/error-view.tsx";
import { InNextTask } from "../../../shared/ui/next-task.tsx";
import { useQuote } from "../api/get-quote.ts";
import { CustomerLinkCard } from "../components/customer-link-card.tsx";
import { PendingUpdatesAlert } from "../components/pending-updates-alert.tsx";
import { PriceSummary } from "../components/price-summary.tsx";
import { QuoteBreadcrumbs } from "../components/quote-breadcrumbs.tsx";
import { QuoteDetailsPanel } from "../components/quote-details-panel.tsx";
import { type QuoteConversion, QuoteHeader } from "../components/quote-header.tsx";
import { QuoteLinesSection } from "../components/quote-lines-section.tsx";
import { useQuoteActions } from "../hooks/use-quote-actions.ts";
import { useSaveQuote } from "../hooks/use-save-quote.ts";

export type QuotePageProps = {
  quoteId: string;
  boardHref: string;
  dealHref: string;
  quoteHref: (quoteId: string) => string;
  lineHref: (lineId: string) => string;
  canOverrideTax: boolean;
  /** Converting the accepted quote to purchase orders, when the session may (orders.convert). */
  conversion: QuoteConversion | null;
};

export function QuotePage({
  quoteId,
  boardHref,
  dealHref,
  quoteHref,
  lineHref,
  canOverrideTax,
  conversion,
}: QuotePageProps) {
  const query = useQuote(quoteId);
  const quote = query.data;
  const actions = useQuoteActions(quoteId, quoteHref);
  const { save, saving } = useSaveQuote(quoteId, quote);
  const breadcrumbs = <QuoteBreadcrumbs quote={quote} boardHref={boardHref} dealHref={dealHref} />;

  if (query.isError)
    return (
      <Stack gap="md">
        {/* Nothing to name in a trail when the quote could not be read: the view leads back. */}
        <ErrorView
          error={query.error}
          onRetry={() => void query.refetch()}
          back={{ to: dealHref, label: i18n.t("quotes.backToDeal") }}
        />
      </Stack>
    );
  if (!quote)
    return (
      <Stack gap="md" aria-busy="true">
        {breadcrumbs}
        <Skeleton height={40} width="40%" />
        <Skeleton height={200} />
      </Stack>
    );

  const readOnly = quote.isReadOnly;
  return (
    <Stack gap="md">
      {breadcrumbs}
      <QuoteHeader quote={quote} actions={actions} conversion={conversion} />
      {!readOnly && quote.context.pendingUpdates.hasPendingUpdates ? (
        <PendingUpdatesAlert
          pending={quote.context.pendingUpdates}
          applying={actions.isPending}
          onApply={actions.applyUpdates}
        />
      ) : null}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <QuoteDetailsPanel
              key={`${quote.id}-${quote.version}`}
              quote={quote}
              readOnly={readOnly}
              saving={saving}
              onSave={save}
            />
            <QuoteLinesSection quote={quote} readOnly={readOnly} lineHref={lineHref} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          {/* In the task after the rest of the quote (a phone renders the page in two tasks of about
              half the length, not one of 270 ms at 4× CPU): beside it on a wide screen, below it on a
              phone, so nothing shown moves. */}
          <InNextTask>
            <Stack gap="md">
              <PriceSummary
                quote={quote}
                readOnly={readOnly}
                canOverrideTax={canOverrideTax}
                saving={saving}
                onSave={save}
              />
              {quote.isArchived ? null : <CustomerLinkCard quote={quote} />}
            </Stack>
          </InNextTask>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
