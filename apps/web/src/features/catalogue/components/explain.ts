// "How this price was made": each step of the pricing engine as a sentence a dealer reads.
import type { PriceStepView } from "@portal/contract";
import { formatMoney, formatPercent, sellStepSources } from "@portal/domain";
import type { TFunction } from "../../../shared/i18n/translator.ts";

/** One step in words; `steps` is the whole explanation, which a sell step names the steps of. */
export function explainStep(t: TFunction, step: PriceStepView, steps: readonly PriceStepView[]): string {
  switch (step.kind) {
    case "GRID_CELL":
      return t("quotes.explain.grid", {
        width: step.width,
        drop: step.drop,
        column: step.columnWidth,
        row: step.rowDrop,
        amount: formatMoney(step.cost),
      });
    case "SURCHARGE":
      return t("quotes.explain.surcharge", {
        percent: formatPercent(step.percent),
        amount: formatMoney(step.amount),
      });
    case "FREIGHT":
      return t("quotes.explain.freight", { amount: formatMoney(step.amount) });
    case "INSTALLATION":
      return t("quotes.explain.installation", { amount: formatMoney(step.amount) });
    case "OPTION": {
      const how =
        step.cost.kind === "PERCENT_OF_BASE"
          ? t("quotes.explain.costPercent", { percent: formatPercent(step.cost.percent) })
          : t(`quotes.explain.cost.${step.cost.kind}`, { amount: formatMoney(step.cost.amount) });
      return t("quotes.explain.option", {
        group: step.groupName,
        option: step.optionName,
        how,
        amount: formatMoney(step.amount),
      });
    }
    case "FABRIC":
      return t("quotes.explain.fabric", {
        fabric: step.fabricName,
        widths: step.widths,
        cutDrop: step.cutDrop,
        metres: step.metres,
        rate: formatMoney(step.costPerMetre),
        amount: formatMoney(step.amount),
      });
    case "MAKING":
      return t(step.per === "WIDTH" ? "quotes.explain.makingWidth" : "quotes.explain.makingMetre", {
        countText: step.count,
        rate: formatMoney(step.rate),
        amount: formatMoney(step.amount),
      });
    case "LINING":
    case "TRIM":
    case "PIPING":
      return t("quotes.explain.perMetre", {
        what: t(`quotes.breakdown.${step.kind}`),
        metres: step.metres,
        rate: formatMoney(step.perMetre),
        amount: formatMoney(step.amount),
      });
    case "COST_PADDING":
      return t("quotes.explain.padding", {
        percent: formatPercent(step.percent),
        amount: formatMoney(step.amount),
      });
    case "SELL": {
      const what = t(`quotes.breakdown.${step.component}`);
      const sources = sellStepSources(steps, step);
      return t(
        step.adjustment.type === "PERCENT_MARGIN" ? "quotes.explain.sellMargin" : "quotes.explain.sellMarkup",
        {
          what:
            sources.length > 0
              ? t("quotes.explain.madeOf", { what, steps: sources.join(" + "), count: sources.length })
              : what,
          percent: formatPercent(step.adjustment.percent),
          cost: formatMoney(step.cost),
          sell: formatMoney(step.sell),
        },
      );
    }
  }
}
