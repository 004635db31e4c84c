import { hasStatus } from "../../../shared/api-client/api-error.ts";
import { i18n } from "../../../shared/i18n/i18n.ts";
import { showErrorToast } from "../../../shared/ui/toasts.ts";
import { useRefreshQuote } from "../api/get-quote.ts";

/** A 409 (someone changed the quote first) is not an error: the spec's toast and a fresh quote. */
export function useQuoteConflict(quoteId: string): (error: unknown) => void {
  const refresh = useRefreshQuote(quoteId);
  return (error) => {
    if (hasStatus(error, 409)) {
      showErrorToast(i18n.t("quotes.conflictMessage"), i18n.t("quotes.conflictTitle"));
      refresh();
    }
  };
}
