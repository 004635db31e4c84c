// A quote line in the configurator: priced at the dealer's sell price, in the quote's tax mode. A line
// on the quote is saved with PUT /order-lines/{id}; a product being added becomes a line only when its
// configuration is saved (POST /quotes/{id}/order-lines with the choices), so closing leaves nothing.
import { emptyLineChoices, type LineChoices, type OrderLine, type Quote } from "@portal/contract";
import type { TFunction } from "../../../shared/i18n/translator.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import type { ConfiguratorFormProps } from "../../catalogue/components.ts";
import type { ConfiguratorPrice } from "../../catalogue/index.ts";
import { useAddOrderLine } from "../api/add-order-line.ts";
import { fetchNewLinePricePreview } from "../api/preview-new-order-line-price.ts";
import { fetchLinePricePreview, type LinePricePreview } from "../api/preview-order-line-price.ts";
import { useUpdateOrderLine } from "../api/update-order-line.ts";

type QuoteLineConfigurator = Omit<ConfiguratorFormProps, "product" | "onCancel" | "onFailed">;

function sellPrice({ pricing, errors, explanation }: LinePricePreview): ConfiguratorPrice {
  const inclusive = pricing.taxMode === "INCLUSIVE";
  return {
    unit: inclusive ? pricing.unitSellPriceIncTax : pricing.unitSellPriceExTax,
    total: inclusive ? pricing.totalSellPriceIncTax : pricing.totalSellPriceExTax,
    errors,
    explanation,
  };
}

function sellLabels(t: TFunction, taxMode: OrderLine["pricing"]["taxMode"]): QuoteLineConfigurator["labels"] {
  const inclusive = taxMode === "INCLUSIVE";
  return {
    title: t("quotes.configurator.price"),
    unit: inclusive ? t("quotes.lines.unitInc") : t("quotes.lines.unitEx"),
    total: inclusive ? t("quotes.lines.totalInc") : t("quotes.lines.totalEx"),
    explanation: t("quotes.explain.title"),
  };
}

export function useLineConfigurator(
  line: OrderLine,
  onSaved: (line: OrderLine) => void,
): QuoteLineConfigurator {
  const { t } = useTranslation();
  const updateLine = useUpdateOrderLine(line.id);
  return {
    initialChoices: line.context.choices,
    initialPrice: sellPrice({ pricing: line.pricing, ...line.context }),
    labels: sellLabels(t, line.pricing.taxMode),
    priceChoices: async (choices: LineChoices, signal?: AbortSignal) =>
      sellPrice(await fetchLinePricePreview(line.id, choices, signal)),
    save: async (choices: LineChoices) => onSaved(await updateLine.mutateAsync(choices)),
  };
}

export function useNewLineConfigurator(
  quote: Quote,
  productId: string,
  onSaved: (line: OrderLine) => void,
): QuoteLineConfigurator {
  const { t } = useTranslation();
  const addLine = useAddOrderLine(quote.id);
  return {
    initialChoices: emptyLineChoices,
    initialPrice: null,
    labels: sellLabels(t, quote.config.taxMode),
    priceChoices: async (choices: LineChoices, signal?: AbortSignal) =>
      sellPrice(await fetchNewLinePricePreview(quote.id, productId, choices, signal)),
    save: async (choices: LineChoices) => onSaved(await addLine.mutateAsync({ productId, choices })),
  };
}
