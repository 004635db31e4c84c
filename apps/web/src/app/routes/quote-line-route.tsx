// One line of a quote (spec 000 §2 "Quote detail"), found by workflow slug, deal, quote and line. The
// route table lets only those with quotes in (AccessGate).
import { useParams } from "react-router";
import { paths } from "../../config/paths.ts";
import { LineDetailPage } from "../../features/quotes/pages/line-detail-page.tsx";

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
