// A quote's page (spec 000 §2 "Quote detail"): found by workflow slug, deal and quote; one of its lines is
// quote-line-route.tsx.
// The route table lets only those with quotes in (AccessGate).

import { useNavigate, useParams } from "react-router";
import { paths } from "../../config/paths.ts";
import type { QuoteConversion } from "../../features/quotes/components/quote-header.tsx";
import { QuotePage } from "../../features/quotes/pages/quote-page.tsx";
import { useTranslation } from "../../shared/i18n/use-translation.ts";
import { showSuccessToast } from "../../shared/ui/toasts.ts";
import { useCan } from "../access.ts";
import { useSupplierName } from "./use-supplier-name.ts";

export function QuoteRoute() {
  const { workflowSlug = "", dealId = "", quoteId = "" } = useParams();
  const can = useCan();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const mayConvert = can("orders.convert");
  const { supplierName, isOffline } = useSupplierName(mayConvert);
  const conversion: QuoteConversion | null = mayConvert
    ? {
        supplierName,
        isOffline,
        onConverted: (orders) => {
          const sent = orders.filter((order) => order.status === "SUBMITTED");
          showSuccessToast(
            t(sent.length > 0 ? "purchaseOrders.convert.sent" : "purchaseOrders.convert.done", {
              count: orders.length,
              numbers: orders.map((order) => order.number).join(", "),
            }),
          );
          const [only] = orders;
          void navigate(orders.length === 1 && only ? paths.order.getHref(only.id) : paths.orders.getHref());
        },
      }
    : null;
  return (
    <QuotePage
      key={quoteId}
      quoteId={quoteId}
      boardHref={paths.workflow.getHref(workflowSlug)}
      dealHref={paths.deal.getHref(workflowSlug, dealId, "quotes")}
      quoteHref={(id) => paths.quote.getHref(workflowSlug, dealId, id)}
      lineHref={(lineId) => paths.quoteLine.getHref(workflowSlug, dealId, quoteId, lineId)}
      canOverrideTax={can("quotes.taxOverride")}
      conversion={conversion}
    />
  );
}
