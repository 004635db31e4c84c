// A quote's page and one of its lines (spec 000 §2 "Quote detail"): found by workflow slug, deal and quote.
// The route table lets only those with quotes in (AccessGate).
import { useParams } from "react-router";
import { paths } from "../../config/paths.ts";
import { LineDetailPage } from "../../features/quotes/pages/line-detail-page.tsx";
import { QuotePage } from "../../features/quotes/pages/quote-page.tsx";
import { useCan } from "../access.ts";

export function QuoteRoute() {
  const { workflowSlug = "", dealId = "", quoteId = "" } = useParams();
  const can = useCan();
  return (
    <QuotePage
      key={quoteId}
      quoteId={quoteId}
      boardHref={paths.workflow.getHref(workflowSlug)}
      dealHref={paths.deal.getHref(workflowSlug, dealId, "quotes")}
      quoteHref={(id) => paths.quote.getHref(workflowSlug, dealId, id)}
      lineHref={(lineId) => paths.quoteLine.getHref(workflowSlug, dealId, quoteId, lineId)}
      canOverrideTax={can("quotes.taxOverride")}
    />
  );
}

export function QuoteLineRoute() {
  const { workflowSlug = "", dealId = "", quoteId = "", orderLineId = "" } = useParams();
  return (
    <LineDetailPage
      key={orderLineId}
      orderLineId={orderLineId}
      quoteId={quoteId}
      boardHref={paths.workflow.getHref(workflowSlug)}
      dealHref={paths.deal.getHref(workflowSlug, dealId, "quotes")}
      quoteHref={paths.quote.getHref(workflowSlug, dealId, quoteId)}
    />
  );
}
