// One order line's cost and sell for one item, with the steps that made them, in a form the web
// app turns into words (DOMAIN.md "Pricing", "Catalogue").
import type Big from "big.js";
import {
  type Adjustment,
  type AdjustmentErrorCode,
  adjustmentError,
  marginPercent,
  markupPercent,
  sellFromCost,
} from "./adjustment.ts";
import type {
  CatalogueOption,
  FabricMaking,
  LineConfiguration,
  OptionCost,
  PricedProduct,
  PriceGrid,
  SizeRule,
} from "./catalogue.ts";
import {
  ceilQuotient,
  type DecimalString,
  decimal,
  isNegative,
  isZero,
  perCent,
  perMille,
  perMillion,
  round4,
  toPercent,
  toUnitPrice,
  zero,
} from "./money.ts";

export const breakdownTypes = ["BASE", "OPTIONS", "FABRIC", "MAKING", "LINING", "TRIM", "PIPING"] as const;
export type BreakdownType = (typeof breakdownTypes)[number];

export const lineErrorCodes = [
  "BAD_SIZE",
  "OPTIONS_NOT_SELECTED",
  "MISSING_REQUIRED_OPTIONS",
  "INVALID_OPTIONS",
  "INVALID_ADJUSTMENT",
] as const;
export type LineErrorCode = (typeof lineErrorCodes)[number];

export type LineError =
  | { code: "BAD_SIZE"; width: number | null; height: number | null }
  | { code: "OPTIONS_NOT_SELECTED" }
  | { code: "MISSING_REQUIRED_OPTIONS"; groupId: string; groupName: string }
  | {
      code: "INVALID_OPTIONS";
      groupId: string | null;
      optionId: string;
      /** REMOVED: the supplier took the product itself away (optionId is the product's id). */
      reason: "UNKNOWN" | "SIZE" | "ONE_ONLY" | "REMOVED";
    }
  /** The dealer's mark-up or margin for this product cannot make a price (e.g. a margin of 100 %). */
  | { code: "INVALID_ADJUSTMENT"; reason: AdjustmentErrorCode };

export type BreakdownEntry = {
  type: BreakdownType;
  /** One item, four places. */
  cost: DecimalString;
  sell: DecimalString;
  markup: DecimalString;
  margin: DecimalString;
};

/** How a price was made: each step is one figure a dealer can check. Amounts are per item. */
export type PriceStep =
  | {
      kind: "GRID_CELL";
      width: number;
      drop: number;
      columnWidth: number;
      rowDrop: number;
      cost: DecimalString;
    }
  | { kind: "SURCHARGE"; percent: DecimalString; amount: DecimalString }
  | { kind: "FREIGHT"; amount: DecimalString }
  | { kind: "INSTALLATION"; amount: DecimalString }
  | { kind: "OPTION"; groupName: string; optionName: string; cost: OptionCost; amount: DecimalString }
  | {
      kind: "FABRIC";
      fabricName: string;
      widths: number;
      cutDrop: number;
      metres: DecimalString;
      costPerMetre: DecimalString;
      amount: DecimalString;
    }
  | {
      kind: "MAKING";
      per: "WIDTH" | "METRE";
      count: DecimalString;
      rate: DecimalString;
      amount: DecimalString;
    }
  | {
      kind: "LINING" | "TRIM" | "PIPING";
      metres: DecimalString;
      perMetre: DecimalString;
      amount: DecimalString;
    }
  | { kind: "COST_PADDING"; percent: DecimalString; amount: DecimalString }
  | {
      kind: "SELL";
      component: BreakdownType;
      adjustment: Adjustment;
      cost: DecimalString;
      sell: DecimalString;
    };

export type LinePrice = {
  errors: LineError[];
  /** One item, ex tax, four places. */
  unitCost: DecimalString;
  unitSellExTax: DecimalString;
  breakdown: BreakdownEntry[];
  steps: PriceStep[];
};

export type LineAdjustments = { base: Adjustment; options: Adjustment };

/**
 * Prices one item of a configured product. A line with errors is still priced as far as it can be
 * (an unknown option counts nothing, a bad size has no base), so the dealer sees the rest.
 */
export function priceLine(
  product: PricedProduct,
  configuration: LineConfiguration,
  adjustments: LineAdjustments,
): LinePrice {
  const errors: LineError[] = [];
  if (product.removed)
    errors.push({ code: "INVALID_OPTIONS", groupId: null, optionId: product.id, reason: "REMOVED" });
  const steps: PriceStep[] = [];
  const costs = new Map<BreakdownType, Big>();
  const add = (type: BreakdownType, amount: Big) => costs.set(type, (costs.get(type) ?? zero).plus(amount));

  const size = sizeOf(product, configuration);
  const gridCost = baseCost(product.priceGrid, size, steps);
  if (gridCost === null)
    errors.push({ code: "BAD_SIZE", width: configuration.width, height: configuration.height });
  const base = gridCost ?? zero;
  if (product.priceGrid) add("BASE", base);

  const charges = product.charges;
  const surchargePercent = decimal(charges.surchargePercent);
  if (!isZero(surchargePercent) && !isZero(base)) {
    const amount = round4(base.times(surchargePercent).times(perCent));
    steps.push({ kind: "SURCHARGE", percent: charges.surchargePercent, amount: toUnitPrice(amount) });
    add("BASE", amount);
  }
  const freight = decimal(charges.freightPerItem);
  if (!isZero(freight)) {
    steps.push({ kind: "FREIGHT", amount: toUnitPrice(freight) });
    add("BASE", freight);
  }
  const installation = decimal(charges.installationPerItem);
  if (!isZero(installation)) {
    steps.push({ kind: "INSTALLATION", amount: toUnitPrice(installation) });
    add("BASE", installation);
  }

  const optionsCost = optionCosts(product, configuration, size, base, errors, steps);
  if (optionsCost !== null) add("OPTIONS", optionsCost);

  if (product.fabric) fabricCosts(product.fabric, configuration, size, errors, steps, add);

  const padding = decimal(charges.costPaddingPercent);
  if (!isZero(padding)) {
    let padded = zero;
    for (const [type, cost] of costs) {
      const extra = round4(cost.times(padding).times(perCent));
      costs.set(type, cost.plus(extra));
      padded = padded.plus(extra);
    }
    steps.push({ kind: "COST_PADDING", percent: charges.costPaddingPercent, amount: toUnitPrice(padded) });
  }

  const breakdown: BreakdownEntry[] = [];
  let unitCost = zero;
  let unitSell = zero;
  for (const type of breakdownTypes) {
    const raw = costs.get(type);
    if (raw === undefined) continue;
    const cost = round4(raw);
    const adjustment = type === "BASE" ? adjustments.base : adjustments.options;
    const refused = adjustmentError(adjustment.type, adjustment.percent);
    if (refused && !errors.some((error) => error.code === "INVALID_ADJUSTMENT"))
      errors.push({ code: "INVALID_ADJUSTMENT", reason: refused });
    // Sold at cost rather than not at all: the line shows its error and blocks acceptance.
    const sell = refused ? cost : sellFromCost(cost, adjustment);
    const costText = toUnitPrice(cost);
    const sellText = toUnitPrice(sell);
    steps.push({ kind: "SELL", component: type, adjustment, cost: costText, sell: sellText });
    breakdown.push({
      type,
      cost: costText,
      sell: sellText,
      markup: toPercent(markupPercent(cost, sell)),
      margin: toPercent(marginPercent(cost, sell)),
    });
    // Both have four places already (round4, or a quotient to four): the same as their texts.
    unitCost = unitCost.plus(cost);
    unitSell = unitSell.plus(sell);
  }

  return {
    errors,
    unitCost: toUnitPrice(unitCost),
    unitSellExTax: toUnitPrice(unitSell),
    breakdown,
    steps,
  };
}

type Size = {
  width: number;
  drop: number;
  valid: boolean;
  /** The product's dimensions as chosen: null when it has none or none is chosen yet. */
  givenWidth: number | null;
  givenDrop: number | null;
};

function sizeOf(product: PricedProduct, configuration: LineConfiguration): Size {
  const width = product.hasWidth ? configuration.width : 0;
  const drop = product.hasHeight ? configuration.height : 0;
  const valid =
    width !== null &&
    drop !== null &&
    Number.isInteger(width) &&
    Number.isInteger(drop) &&
    (!product.hasWidth || width > 0) &&
    (!product.hasHeight || drop > 0);
  return {
    width: width ?? 0,
    drop: drop ?? 0,
    valid,
    givenWidth: product.hasWidth ? configuration.width : null,
    givenDrop: product.hasHeight ? configuration.height : null,
  };
}

/** The grid cell's cost, or null when the size is missing, beyond the grid, or not made (0). */
function baseCost(grid: PriceGrid | null, size: Size, steps: PriceStep[]): Big | null {
  if (!grid) return size.valid ? zero : null;
  if (!size.valid) return null;
  const column = grid.widths.findIndex((breakpoint) => size.width <= breakpoint);
  const row = grid.drops.findIndex((breakpoint) => size.drop <= breakpoint);
  if (column < 0 || row < 0) return null;
  const cell = grid.costs[row]?.[column];
  if (cell === null || cell === undefined) return null;
  const cost = decimal(cell);
  if (isZero(cost) || isNegative(cost)) return null;
  steps.push({
    kind: "GRID_CELL",
    width: size.width,
    drop: size.drop,
    columnWidth: grid.widths[column] ?? size.width,
    rowDrop: grid.drops[row] ?? size.drop,
    cost: toUnitPrice(cost),
  });
  return cost;
}

/**
 * Whether an option is offered at a size (its allowedSizes, inclusive). A dimension not given yet
 * (null) is not held against it: that is the size's own problem (BAD_SIZE), not the option's.
 */
export function fitsSizeRule(
  rule: SizeRule | null | undefined,
  width: number | null,
  drop: number | null,
): boolean {
  if (!rule) return true;
  const within = (value: number | null, min: number | undefined, max: number | undefined) =>
    value === null || ((min === undefined || value >= min) && (max === undefined || value <= max));
  return within(width, rule.minWidth, rule.maxWidth) && within(drop, rule.minDrop, rule.maxDrop);
}

function optionCost(option: CatalogueOption, size: Size, base: Big): Big {
  const cost = option.cost;
  switch (cost.kind) {
    case "FIXED":
      return decimal(cost.amount);
    case "PER_METRE":
      return round4(decimal(cost.amount).times(size.width).times(perMille));
    case "PER_SQM":
      return round4(decimal(cost.amount).times(size.width).times(size.drop).times(perMillion));
    case "PERCENT_OF_BASE":
      return round4(base.times(decimal(cost.percent)).times(perCent));
  }
}

/** Sum of the chosen options; null when the product has no option groups. */
function optionCosts(
  product: PricedProduct,
  configuration: LineConfiguration,
  size: Size,
  base: Big,
  errors: LineError[],
  steps: PriceStep[],
): Big | null {
  const groups = product.optionGroups;
  const known = new Set(groups.map((group) => group.id));
  for (const [groupId, chosen] of Object.entries(configuration.selections)) {
    if (!known.has(groupId)) {
      for (const optionId of chosen)
        errors.push({ code: "INVALID_OPTIONS", groupId: null, optionId, reason: "UNKNOWN" });
    }
  }
  if (groups.length === 0) return null;

  const anyChosen = groups.some((group) => (configuration.selections[group.id] ?? []).length > 0);
  if (!anyChosen && groups.some((group) => group.required)) errors.push({ code: "OPTIONS_NOT_SELECTED" });

  let total = zero;
  for (const group of groups) {
    const chosen = [...new Set(configuration.selections[group.id] ?? [])];
    if (chosen.length === 0) {
      if (group.required && anyChosen) {
        errors.push({ code: "MISSING_REQUIRED_OPTIONS", groupId: group.id, groupName: group.name });
      }
      continue;
    }
    if (!group.multiple && chosen.length > 1) {
      errors.push({
        code: "INVALID_OPTIONS",
        groupId: group.id,
        optionId: chosen[1] ?? "",
        reason: "ONE_ONLY",
      });
    }
    for (const optionId of group.multiple ? chosen : chosen.slice(0, 1)) {
      const option = group.options.find((candidate) => candidate.id === optionId);
      if (!option) {
        errors.push({ code: "INVALID_OPTIONS", groupId: group.id, optionId, reason: "UNKNOWN" });
        continue;
      }
      if (!fitsSizeRule(option.allowedSizes, size.givenWidth, size.givenDrop)) {
        errors.push({ code: "INVALID_OPTIONS", groupId: group.id, optionId, reason: "SIZE" });
        continue;
      }
      const amount = optionCost(option, size, base);
      steps.push({
        kind: "OPTION",
        groupName: group.name,
        optionName: option.name,
        cost: option.cost,
        amount: toUnitPrice(amount),
      });
      total = total.plus(amount);
    }
  }
  return total;
}

/**
 * Fabric for a made-up item: widths = ⌈finished width × fullness ÷ roll width⌉; each cut drop is the
 * drop plus allowances, rounded up to a whole pattern repeat; fabric = widths × cut drop.
 */
function fabricCosts(
  making: FabricMaking,
  configuration: LineConfiguration,
  size: Size,
  errors: LineError[],
  steps: PriceStep[],
  add: (type: BreakdownType, amount: Big) => void,
): void {
  const fabric = making.fabrics.find((candidate) => candidate.id === configuration.fabricId);
  if (!fabric) {
    if (configuration.fabricId === null) errors.push({ code: "OPTIONS_NOT_SELECTED" });
    else
      errors.push({
        code: "INVALID_OPTIONS",
        groupId: null,
        optionId: configuration.fabricId,
        reason: "UNKNOWN",
      });
    return;
  }
  if (!size.valid || size.width <= 0 || size.drop <= 0 || fabric.width <= 0) return;
  const widths = ceilQuotient(decimal(size.width).times(decimal(making.fullness)), fabric.width);
  const rawDrop = size.drop + making.dropAllowance;
  const cutDrop = fabric.repeat > 0 ? Math.ceil(rawDrop / fabric.repeat) * fabric.repeat : rawDrop;
  const metres = decimal(widths * cutDrop).times(perMille);
  const fabricAmount = round4(metres.times(decimal(fabric.costPerMetre)));
  steps.push({
    kind: "FABRIC",
    fabricName: fabric.name,
    widths,
    cutDrop,
    metres: metres.toFixed(3),
    costPerMetre: fabric.costPerMetre,
    amount: toUnitPrice(fabricAmount),
  });
  add("FABRIC", fabricAmount);

  const finishedMetres = decimal(size.width).times(perMille);
  const makingCount = making.making.per === "WIDTH" ? decimal(widths) : finishedMetres;
  const makingAmount = round4(makingCount.times(decimal(making.making.amount)));
  steps.push({
    kind: "MAKING",
    per: making.making.per,
    count: makingCount.toFixed(making.making.per === "WIDTH" ? 0 : 3),
    rate: making.making.amount,
    amount: toUnitPrice(makingAmount),
  });
  add("MAKING", makingAmount);

  const perMetre = (
    kind: "LINING" | "TRIM" | "PIPING",
    rate: DecimalString | null | undefined,
    length: Big,
  ) => {
    if (!rate || isZero(decimal(rate))) return;
    const amount = round4(length.times(decimal(rate)));
    steps.push({ kind, metres: length.toFixed(3), perMetre: rate, amount: toUnitPrice(amount) });
    add(kind, amount);
  };
  // Lining is cut like the face fabric but needs no pattern matching.
  perMetre("LINING", making.liningPerMetre, decimal(widths * rawDrop).times(perMille));
  perMetre("TRIM", making.trimPerMetre, finishedMetres);
  perMetre("PIPING", making.pipingPerMetre, finishedMetres);
}
