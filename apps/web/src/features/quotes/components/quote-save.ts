// Every change to a quote's details, adjustments or overrides sends the whole editable set with its version.
import type { Quote } from "@portal/contract";
import type { UpdateQuoteBody } from "../api/update-quote.ts";

export type AdjustmentInput = UpdateQuoteBody["adjustments"][number];

/** The quote's adjustments as the update call takes them; amounts in the quote's tax mode. */
export function adjustmentInputs(quote: Quote): AdjustmentInput[] {
  return quote.context.pricing.adjustments.map((adjustment) =>
    adjustment.adjustmentType === "PERCENT"
      ? {
          label: adjustment.label,
          taxType: adjustment.taxType,
          adjustmentType: "PERCENT",
          percent: adjustment.percent ?? "0",
        }
      : {
          label: adjustment.label,
          taxType: adjustment.taxType,
          adjustmentType: "AMOUNT",
          amount: quote.config.taxMode === "INCLUSIVE" ? adjustment.amountIncTax : adjustment.amountExTax,
        },
  );
}

export function quoteBody(
  quote: Quote,
  patch: Partial<Omit<UpdateQuoteBody, "version">> = {},
): UpdateQuoteBody {
  return {
    version: quote.version,
    description: quote.description,
    customerNotes: quote.customerNotes,
    adjustments: adjustmentInputs(quote),
    sellTaxOverride: quote.context.pricing.sellTaxOverride,
    depositAmountOverride: quote.context.pricing.depositAmountOverride,
    ...patch,
  };
}
