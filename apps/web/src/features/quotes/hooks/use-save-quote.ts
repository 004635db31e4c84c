import type { Quote } from "@portal/contract";
import { hasStatus } from "../../../shared/api-client/api-error.ts";
import { errorText, firstFieldErrorText } from "../../../shared/api-client/error-text.ts";
import { showErrorToast } from "../../../shared/ui/toasts.ts";
import { type UpdateQuoteBody, useUpdateQuote } from "../api/update-quote.ts";
import { quoteBody } from "../components/quote-save.ts";
import { useQuoteConflict } from "./use-quote-conflict.ts";

export type SaveQuote = (patch: Partial<UpdateQuoteBody>) => Promise<boolean>;

/**
 * Saves a change to the quote's details, adjustments or overrides (with the rest of the editable set
 * and the version); answers whether it was saved. A 409 reloads the quote, a 422 says why in a toast.
 */
export function useSaveQuote(
  quoteId: string,
  quote: Quote | undefined,
): { save: SaveQuote; saving: boolean } {
  const update = useUpdateQuote(quoteId);
  const onConflict = useQuoteConflict(quoteId);
  const save: SaveQuote = async (patch) => {
    if (!quote) return false;
    try {
      await update.mutateAsync(quoteBody(quote, patch));
      return true;
    } catch (error) {
      onConflict(error);
      if (hasStatus(error, 422)) showErrorToast(firstFieldErrorText(error) ?? errorText(error));
      return false;
    }
  };
  return { save, saving: update.isPending };
}
