// The quote's menu actions and its "Apply updates": each saves the quote, then says so or moves on.

import { useNavigate } from "react-router";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";
import { useApplyQuoteUpdates } from "../api/apply-quote-updates.ts";
import { useArchiveQuote } from "../api/archive-quote.ts";
import { useCloneQuote } from "../api/clone-quote.ts";
import { useUnarchiveQuote } from "../api/unarchive-quote.ts";
import { useQuoteConflict } from "./use-quote-conflict.ts";

export type QuoteActions = {
  /** Copies the quote and opens the copy. */
  clone: () => void;
  setArchived: (archived: boolean) => void;
  applyUpdates: () => void;
  /** Any of them is being saved. */
  isPending: boolean;
};

export function useQuoteActions(quoteId: string, quoteHref: (quoteId: string) => string): QuoteActions {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onConflict = useQuoteConflict(quoteId);
  const cloneQuote = useCloneQuote(quoteId);
  const archiveQuote = useArchiveQuote(quoteId);
  const unarchiveQuote = useUnarchiveQuote(quoteId);
  const applyQuoteUpdates = useApplyQuoteUpdates(quoteId);
  return {
    clone: () =>
      cloneQuote.mutate(undefined, {
        onSuccess: (copy) => {
          showSuccessToast(t("quotes.cloned", { tuid: copy.tuid }));
          void navigate(quoteHref(copy.id));
        },
        onError: onConflict,
      }),
    setArchived: (archived) =>
      (archived ? archiveQuote : unarchiveQuote).mutate(undefined, { onError: onConflict }),
    applyUpdates: () =>
      applyQuoteUpdates.mutate(undefined, {
        onSuccess: () => showSuccessToast(t("quotes.updates.applied")),
        onError: onConflict,
      }),
    isPending:
      cloneQuote.isPending ||
      archiveQuote.isPending ||
      unarchiveQuote.isPending ||
      applyQuoteUpdates.isPending,
  };
}
