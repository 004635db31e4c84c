import { quoteMessages } from "@portal/contract";
import { hasStatus } from "../../../shared/api-client/api-error.ts";
import { showErrorToast } from "../../../shared/ui/toasts.ts";
import { useRefreshQuote } from "../api/get-quote.ts";

/** A 409 (someone changed the quote first) is not an error: the spec's toast and a fresh quote. */
export function useQuoteConflict(quoteId: string): (error: unknown) => void {
  const refresh = useRefreshQuote(quoteId);
  return (error) => {
    if (hasStatus(error, 409)) {
      showErrorToast(quoteMessages.conflictMessage, quoteMessages.conflictTitle);
      refresh();
    }
  };
}
