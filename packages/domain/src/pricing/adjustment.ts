// Sell from cost by mark-up or margin, and which adjustment applies to a product
// (DOMAIN.md "Pricing", spec 001 §4 "Override resolution").
import type Big from "big.js";
import {
  type DecimalString,
  decimal,
  isNegative,
  isZero,
  percentMore,
  quotient,
  round4,
  zero,
} from "./money.ts";

export const accountAdjustmentTypes = ["PERCENT_MARK_UP", "PERCENT_MARGIN"] as const;
export type AccountAdjustmentType = (typeof accountAdjustmentTypes)[number];

export type Adjustment = { type: AccountAdjustmentType; percent: DecimalString };

const hundred = decimal(100);

/** Why an adjustment cannot make a price: below 0, or a margin of 100 % or more (no finite sell). */
export const adjustmentErrorCodes = ["ADJUSTMENT_NEGATIVE", "MARGIN_TOO_HIGH"] as const;
export type AdjustmentErrorCode = (typeof adjustmentErrorCodes)[number];

/**
 * The one rule for an adjustment's percentage (DOMAIN.md "Pricing": margin p < 100), for every
 * place that takes or uses one: dealer settings, product overrides, pricing, the settings screens.
 */
export function adjustmentError(
  type: AccountAdjustmentType,
  percent: DecimalString | number,
): AdjustmentErrorCode | null {
  // Only compared, never computed with: a number as typed is as good as its decimal string here.
  const negative = typeof percent === "number" ? percent < 0 : isNegative(decimal(percent));
  if (negative) return "ADJUSTMENT_NEGATIVE";
  const hundredOrMore = typeof percent === "number" ? percent >= 100 : decimal(percent).gte(hundred);
  if (type === "PERCENT_MARGIN" && hundredOrMore) return "MARGIN_TOO_HIGH";
  return null;
}

/** Sell price ex tax from a cost, to four places. Throws for an adjustment `adjustmentError` refuses. */
export function sellFromCost(cost: Big, adjustment: Adjustment): Big {
  const error = adjustmentError(adjustment.type, adjustment.percent);
  if (error) throw new RangeError(error);
  if (adjustment.type === "PERCENT_MARK_UP") return round4(cost.times(percentMore(adjustment.percent)));
  return quotient(cost.times(hundred), hundred.minus(decimal(adjustment.percent)), 4);
}

/** Mark-up % of a sell over its cost, to two places as it is shown; zero when there is no cost. */
export function markupPercent(cost: Big, sell: Big): Big {
  return isZero(cost) ? zero : quotient(sell.minus(cost).times(hundred), cost, 2);
}

/** Margin % of a sell, to two places as it is shown; zero when there is no sell. */
export function marginPercent(cost: Big, sell: Big): Big {
  return isZero(sell) ? zero : quotient(sell.minus(cost).times(hundred), sell, 2);
}

/** The margin that gives the same sell as a mark-up: m = p / (100 + p). */
export function markupToMargin(markup: Big): Big {
  return markup.times(hundred).div(hundred.plus(markup));
}

/** The mark-up that gives the same sell as a margin: p = m / (100 − m). */
export function marginToMarkup(margin: Big): Big {
  const error = adjustmentError("PERCENT_MARGIN", margin.toString());
  if (error) throw new RangeError(error);
  return margin.times(hundred).div(hundred.minus(margin));
}

// ── Overrides ──────────────────────────────────────────────────────────────────────────────

export type ProductOverride = {
  id: string;
  adjustmentType: "INHERIT" | "CUSTOM";
  baseAdjustmentValue: DecimalString;
  optionsAdjustmentValue: DecimalString;
  isHidden: boolean;
} & (
  | { overrideType: "PRODUCT"; productId: string }
  | { overrideType: "BRAND_CATEGORY"; brandId: string; categoryId: string; brandSubCategoryId: string | null }
);

/** Where a product sits in its supplier's catalogue. */
export type ProductPlace = {
  id: string;
  masterProductId: string | null;
  brandId: string;
  categoryId: string;
  brandSubCategoryId: string | null;
};

export type AccountDefault = { type: AccountAdjustmentType; percent: DecimalString };

export type AdjustmentSource = "PRODUCT" | "MASTER" | "SUB_CATEGORY" | "CATEGORY" | "ACCOUNT";

export type ResolvedAdjustment = {
  base: Adjustment;
  options: Adjustment;
  /** Which level's values apply. */
  source: AdjustmentSource;
  isHidden: boolean;
};

/** Indexes an account's overrides once, so resolving a whole quote or tree is cheap. */
export class OverrideIndex {
  private readonly byProduct = new Map<string, ProductOverride>();
  private readonly byCategory = new Map<string, ProductOverride>();

  constructor(overrides: readonly ProductOverride[]) {
    for (const override of overrides) {
      if (override.overrideType === "PRODUCT") this.byProduct.set(override.productId, override);
      else {
        this.byCategory.set(
          categoryKey(override.brandId, override.categoryId, override.brandSubCategoryId),
          override,
        );
      }
    }
  }

  product(productId: string): ProductOverride | undefined {
    return this.byProduct.get(productId);
  }

  category(brandId: string, categoryId: string, subCategoryId: string | null): ProductOverride | undefined {
    return this.byCategory.get(categoryKey(brandId, categoryId, subCategoryId));
  }
}

function categoryKey(brandId: string, categoryId: string, subCategoryId: string | null): string {
  return `${brandId}/${categoryId}/${subCategoryId ?? ""}`;
}

/**
 * The adjustment for a product: its own override, else its master product's, else its
 * sub-category's, else its category's, else the account default. INHERIT looks further up; hidden
 * at the product, master or category level hides the product.
 */
export function resolveAdjustment(
  product: ProductPlace,
  overrides: OverrideIndex,
  accountDefault: AccountDefault,
): ResolvedAdjustment {
  const chain: [AdjustmentSource, ProductOverride | undefined][] = [
    ["PRODUCT", overrides.product(product.id)],
    ["MASTER", product.masterProductId ? overrides.product(product.masterProductId) : undefined],
    [
      "SUB_CATEGORY",
      product.brandSubCategoryId
        ? overrides.category(product.brandId, product.categoryId, product.brandSubCategoryId)
        : undefined,
    ],
    ["CATEGORY", overrides.category(product.brandId, product.categoryId, null)],
  ];
  const isHidden = chain.some(([, override]) => override?.isHidden === true);
  for (const [source, override] of chain) {
    if (override?.adjustmentType === "CUSTOM") {
      return {
        base: { type: accountDefault.type, percent: override.baseAdjustmentValue },
        options: { type: accountDefault.type, percent: override.optionsAdjustmentValue },
        source,
        isHidden,
      };
    }
  }
  const fallback = { type: accountDefault.type, percent: accountDefault.percent };
  return { base: fallback, options: fallback, source: "ACCOUNT", isHidden };
}

// ── Badges of the settings tree (spec 001 §2 Products, §4) ─────────────────────────────────

export type TreeBadge =
  | { kind: "HIDDEN" }
  | {
      kind: "ADJUSTMENT";
      adjustmentType: AccountAdjustmentType;
      basePercent: DecimalString;
      optionsPercent: DecimalString;
      inherited: boolean;
    }
  | { kind: "DEFAULT" };

function badgeFrom(
  override: ProductOverride | undefined,
  type: AccountAdjustmentType,
  inherited: boolean,
): TreeBadge | null {
  if (override?.adjustmentType !== "CUSTOM") return null;
  return {
    kind: "ADJUSTMENT",
    adjustmentType: type,
    basePercent: override.baseAdjustmentValue,
    optionsPercent: override.optionsAdjustmentValue,
    inherited,
  };
}

/** A category shows its own override only. */
export function categoryBadge(
  brandId: string,
  categoryId: string,
  overrides: OverrideIndex,
  type: AccountAdjustmentType,
): TreeBadge {
  const own = overrides.category(brandId, categoryId, null);
  if (own?.isHidden) return { kind: "HIDDEN" };
  return badgeFrom(own, type, false) ?? { kind: "DEFAULT" };
}

/** A sub-category shows its own override, else its category's values as inherited. */
export function subCategoryBadge(
  brandId: string,
  categoryId: string,
  subCategoryId: string,
  overrides: OverrideIndex,
  type: AccountAdjustmentType,
): TreeBadge {
  const own = overrides.category(brandId, categoryId, subCategoryId);
  const category = overrides.category(brandId, categoryId, null);
  if (own?.isHidden || category?.isHidden) return { kind: "HIDDEN" };
  return badgeFrom(own, type, false) ?? badgeFrom(category, type, true) ?? { kind: "DEFAULT" };
}

/** A product shows what pricing will use: its own values, or inherited ones, or the default. */
export function productBadge(
  product: ProductPlace,
  overrides: OverrideIndex,
  accountDefault: AccountDefault,
): TreeBadge {
  const resolved = resolveAdjustment(product, overrides, accountDefault);
  if (resolved.isHidden) return { kind: "HIDDEN" };
  if (resolved.source === "ACCOUNT") return { kind: "DEFAULT" };
  return {
    kind: "ADJUSTMENT",
    adjustmentType: accountDefault.type,
    basePercent: resolved.base.percent,
    optionsPercent: resolved.options.percent,
    inherited: resolved.source !== "PRODUCT",
  };
}
