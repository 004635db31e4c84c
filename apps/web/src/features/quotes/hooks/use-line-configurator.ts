// A quote line in the configurator: priced at the dealer's sell price, in the quote's tax mode, and
// saved with PUT /order-lines/{id}.
import type { LineChoices, OrderLine } from "@portal/contract";
import { useTranslation } from "react-i18next";
import type { ConfiguratorFormProps } from "../../../shared/catalogue/configurator/configurator-form.tsx";
import type { ConfiguratorPrice } from "../../../shared/catalogue/configurator/live-preview.ts";
import { fetchLinePricePreview } from "../api/preview-order-line-price.ts";
import { useUpdateOrderLine } from "../api/update-order-line.ts";

type SellFigures = Pick<OrderLine, "pricing"> & {
  errors: OrderLine["context"]["errors"];
  explanation: OrderLine["context"]["explanation"];
};

function sellPrice({ pricing, errors, explanation }: SellFigures): ConfiguratorPrice {
  const inclusive = pricing.taxMode === "INCLUSIVE";
  return {
    unit: inclusive ? pricing.unitSellPriceIncTax : pricing.unitSellPriceExTax,
    total: inclusive ? pricing.totalSellPriceIncTax : pricing.totalSellPriceExTax,
    errors,
    explanation,
  };
}

export function useLineConfigurator(
  line: OrderLine,
  onSaved: (line: OrderLine) => void,
): Omit<ConfiguratorFormProps, "product" | "onCancel" | "onFailed"> {
  const { t } = useTranslation();
  const updateLine = useUpdateOrderLine(line.id);
  const inclusive = line.pricing.taxMode === "INCLUSIVE";
  return {
    initialChoices: line.context.choices,
    initialPrice: sellPrice({ pricing: line.pricing, ...line.context }),
    labels: {
      title: t("quotes.configurator.price"),
      unit: inclusive ? t("quotes.lines.unitInc") : t("quotes.lines.unitEx"),
      total: inclusive ? t("quotes.lines.totalInc") : t("quotes.lines.totalEx"),
      explanation: t("quotes.explain.title"),
    },
    priceChoices: async (choices: LineChoices, signal?: AbortSignal) =>
      sellPrice(await fetchLinePricePreview(line.id, choices, signal)),
    save: async (choices: LineChoices) => onSaved(await updateLine.mutateAsync(choices)),
  };
}
