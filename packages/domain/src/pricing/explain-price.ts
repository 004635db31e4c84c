// Reading a line's pricing steps as a sum: which part of the breakdown each cost step adds to, so
// "How this price was made" shows every sell figure as the steps it was made from, and the unit
// price as the sell figures added up. priceLine makes the steps; this is the one reading of them.

import { type DecimalString, decimal, sum, toUnitPrice } from "./money.ts";
import type { BreakdownType, PriceStep } from "./price-line.ts";

/**
 * The breakdown part a step's amount adds to: the grid, supplier surcharge, freight and installation
 * make the base; cost padding adds to every part; a sell step adds to none (it is the part's total).
 */
export function stepComponent(step: PriceStep): BreakdownType | "EVERY" | null {
  switch (step.kind) {
    case "GRID_CELL":
    case "SURCHARGE":
    case "FREIGHT":
    case "INSTALLATION":
      return "BASE";
    case "OPTION":
      return "OPTIONS";
    case "FABRIC":
    case "MAKING":
    case "LINING":
    case "TRIM":
    case "PIPING":
      return step.kind;
    case "COST_PADDING":
      return "EVERY";
    case "SELL":
      return null;
  }
}

/** The 1-based positions of the steps a sell step's cost is made of (cost padding included). */
export function sellStepSources(steps: readonly PriceStep[], sell: PriceStep & { kind: "SELL" }): number[] {
  return steps.flatMap((step, index) => {
    const part = stepComponent(step);
    return part === sell.component || part === "EVERY" ? [index + 1] : [];
  });
}

/** One item's sell price ex tax: the sell steps added up (what priceLine answers as unitSellExTax). */
export function explainedSellExTax(steps: readonly PriceStep[]): DecimalString {
  return toUnitPrice(sum(steps.flatMap((step) => (step.kind === "SELL" ? [decimal(step.sell)] : []))));
}
