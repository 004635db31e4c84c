import type { LineChoices, OrderLine, ProductDetail } from "@portal/contract";
import { useState } from "react";
import { errorText, firstFieldErrorText } from "../../../shared/api-client/error-text.ts";
import type { AppForm } from "../../../shared/forms/use-app-form.ts";
import { fetchLinePricePreview } from "../api/preview-order-line-price.ts";
import { useUpdateOrderLine } from "../api/update-order-line.ts";
import { toChoices } from "../components/configurator-choices.ts";
import { lineErrorFields } from "../components/configurator-errors.ts";
import { lineErrorText } from "../components/order-lines.tsx";

export type SaveLineOptions = {
  line: OrderLine;
  product: ProductDetail;
  form: AppForm<LineChoices>;
  onSaved: (line: OrderLine) => void;
  onFailed: (message: string) => void;
};

/**
 * The configurator's Save: asks the server for the line's errors first and refuses (on the fields)
 * while there are any; a failed call is shown on the form (`saveError`) and reported by `onFailed`.
 */
export function useSaveLine({ line, product, form, onSaved, onFailed }: SaveLineOptions) {
  const updateLine = useUpdateOrderLine(line.id);
  const [saveError, setSaveError] = useState<string | null>(null);
  const save = async (typed: LineChoices) => {
    const values = toChoices(typed);
    setSaveError(null);
    try {
      // The server owns the line's rules: what it would say now decides whether this may be saved.
      const check = await fetchLinePricePreview(line.id, values);
      if (check.errors.length > 0) {
        form.refuse(lineErrorFields(check.errors, product, values, lineErrorText));
        return;
      }
      onSaved(await updateLine.mutateAsync(values));
    } catch (error) {
      const message = firstFieldErrorText(error) ?? errorText(error);
      setSaveError(message);
      onFailed(message);
    }
  };
  return { save, saveError };
}
