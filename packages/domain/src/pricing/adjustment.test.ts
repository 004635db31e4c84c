import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  adjustmentError,
  categoryBadge,
  marginPercent,
  marginToMarkup,
  markupPercent,
  markupToMargin,
  OverrideIndex,
  type ProductOverride,
  productBadge,
  resolveAdjustment,
  sellFromCost,
  subCategoryBadge,
} from "./adjustment.ts";
import { decimal } from "./money.ts";

describe("adjustmentError: the one rule for a mark-up or margin", () => {
  it.each([
    ["PERCENT_MARGIN", "99.99", null],
    ["PERCENT_MARGIN", 99.5, null],
    ["PERCENT_MARGIN", "100", "MARGIN_TOO_HIGH"],
    ["PERCENT_MARGIN", 100, "MARGIN_TOO_HIGH"],
    ["PERCENT_MARGIN", "250", "MARGIN_TOO_HIGH"],
    ["PERCENT_MARGIN", "0", null],
    ["PERCENT_MARK_UP", "100", null],
    ["PERCENT_MARK_UP", 400, null],
    ["PERCENT_MARK_UP", "-0.01", "ADJUSTMENT_NEGATIVE"],
    ["PERCENT_MARGIN", -1, "ADJUSTMENT_NEGATIVE"],
  ] as const)("%s %s → %s", (type, percent, error) => {
    expect(adjustmentError(type, percent)).toBe(error);
  });
});

describe("sellFromCost", () => {
  it.each([
    ["PERCENT_MARK_UP", "100", "50", "150.0000"],
    ["PERCENT_MARK_UP", "33.3333", "12.5", "37.5000"],
    ["PERCENT_MARK_UP", "10", "0", "10.0000"],
    ["PERCENT_MARGIN", "60", "40", "100.0000"],
    ["PERCENT_MARGIN", "10", "33.3", "14.9925"],
  ] as const)("%s: cost %s at %s percent sells for %s", (type, cost, percent, sell) => {
    expect(sellFromCost(decimal(cost), { type, percent }).toFixed(4)).toBe(sell);
  });

  it("refuses a margin of 100 % or more and a negative adjustment", () => {
    expect(() => sellFromCost(decimal(10), { type: "PERCENT_MARGIN", percent: "100" })).toThrow(RangeError);
    expect(() => sellFromCost(decimal(10), { type: "PERCENT_MARK_UP", percent: "-5" })).toThrow(RangeError);
  });

  it("mark-up and margin of a sale describe the same price", () => {
    expect(markupPercent(decimal(60), decimal(100)).toFixed(2)).toBe("66.67");
    expect(marginPercent(decimal(60), decimal(100)).toFixed(2)).toBe("40.00");
    expect(markupPercent(decimal(0), decimal(5)).toFixed(2)).toBe("0.00");
  });

  const cost = fc.integer({ min: 0, max: 10_000_000 }).map((cents) => decimal(cents).div(100));
  const percent = fc.integer({ min: 0, max: 50_000 }).map((hundredths) => decimal(hundredths).div(100));

  it("a mark-up and its margin give the same sell (property)", () => {
    fc.assert(
      fc.property(cost, percent, (itemCost, markup) => {
        const byMarkup = sellFromCost(itemCost, { type: "PERCENT_MARK_UP", percent: markup.toString() });
        const byMargin = sellFromCost(itemCost, {
          type: "PERCENT_MARGIN",
          percent: markupToMargin(markup).toString(),
        });
        expect(byMarkup.minus(byMargin).abs().lte("0.0001")).toBe(true);
        expect(marginToMarkup(markupToMargin(markup)).minus(markup).abs().lte("0.000000001")).toBe(true);
      }),
    );
  });

  it("never sells below cost (property)", () => {
    fc.assert(
      fc.property(
        cost,
        percent,
        fc.constantFrom("PERCENT_MARK_UP", "PERCENT_MARGIN") as fc.Arbitrary<
          "PERCENT_MARK_UP" | "PERCENT_MARGIN"
        >,
        (itemCost, value, type) => {
          const capped = type === "PERCENT_MARGIN" && value.gte(100) ? decimal("99.99") : value;
          expect(sellFromCost(itemCost, { type, percent: capped.toString() }).gte(itemCost)).toBe(true);
        },
      ),
    );
  });
});

describe("resolveAdjustment", () => {
  const product = {
    id: "p1",
    masterProductId: "m1",
    brandId: "b1",
    categoryId: "c1",
    brandSubCategoryId: "s1",
  };
  const accountDefault = { type: "PERCENT_MARK_UP", percent: "50" } as const;
  type OverrideValues = Pick<
    ProductOverride,
    "adjustmentType" | "baseAdjustmentValue" | "optionsAdjustmentValue" | "isHidden"
  >;
  const custom = (base: string, options: string, isHidden = false): OverrideValues => ({
    adjustmentType: "CUSTOM",
    baseAdjustmentValue: base,
    optionsAdjustmentValue: options,
    isHidden,
  });
  const inherit = (isHidden = false): OverrideValues => ({
    adjustmentType: "INHERIT",
    baseAdjustmentValue: "0",
    optionsAdjustmentValue: "0",
    isHidden,
  });
  const own = (values: OverrideValues): ProductOverride => ({
    id: "o1",
    overrideType: "PRODUCT",
    productId: "p1",
    ...values,
  });
  const master = (values: OverrideValues): ProductOverride => ({
    id: "o2",
    overrideType: "PRODUCT",
    productId: "m1",
    ...values,
  });
  const subCategory = (values: OverrideValues): ProductOverride => ({
    id: "o3",
    overrideType: "BRAND_CATEGORY",
    brandId: "b1",
    categoryId: "c1",
    brandSubCategoryId: "s1",
    ...values,
  });
  const category = (values: OverrideValues): ProductOverride => ({
    id: "o4",
    overrideType: "BRAND_CATEGORY",
    brandId: "b1",
    categoryId: "c1",
    brandSubCategoryId: null,
    ...values,
  });

  it.each([
    ["no overrides: the account default", [], "ACCOUNT", "50", "50", false],
    [
      "its own override",
      [own(custom("30", "20")), category(custom("10", "10"))],
      "PRODUCT",
      "30",
      "20",
      false,
    ],
    [
      "INHERIT looks up to the master",
      [own(inherit()), master(custom("25", "15"))],
      "MASTER",
      "25",
      "15",
      false,
    ],
    [
      "the sub-category before the category",
      [subCategory(custom("40", "35")), category(custom("10", "10"))],
      "SUB_CATEGORY",
      "40",
      "35",
      false,
    ],
    ["the category last", [category(custom("12.5", "7.25"))], "CATEGORY", "12.5", "7.25", false],
    [
      "hidden by its category even with its own values",
      [own(custom("30", "20")), category(inherit(true))],
      "PRODUCT",
      "30",
      "20",
      true,
    ],
    ["hidden by its master", [master(inherit(true))], "ACCOUNT", "50", "50", true],
  ] as const)("%s", (_, overrides, source, base, options, isHidden) => {
    const resolved = resolveAdjustment(product, new OverrideIndex(overrides), accountDefault);
    expect(resolved).toEqual({
      base: { type: "PERCENT_MARK_UP", percent: base },
      options: { type: "PERCENT_MARK_UP", percent: options },
      source,
      isHidden,
    });
  });
});

describe("tree badges", () => {
  const custom = (id: string, extra: Record<string, unknown>, base: string, isHidden = false) =>
    ({
      id,
      adjustmentType: "CUSTOM",
      baseAdjustmentValue: base,
      optionsAdjustmentValue: "5",
      isHidden,
      ...extra,
    }) as ProductOverride;
  const categoryOverride = custom(
    "c",
    { overrideType: "BRAND_CATEGORY", brandId: "b", categoryId: "c", brandSubCategoryId: null },
    "20",
  );
  const index = new OverrideIndex([categoryOverride]);
  const accountDefault = { type: "PERCENT_MARGIN", percent: "35" } as const;
  const product = { id: "p", masterProductId: null, brandId: "b", categoryId: "c", brandSubCategoryId: "s" };

  it("a category shows its own values; a sub-category and product show them as inherited", () => {
    expect(categoryBadge("b", "c", index, "PERCENT_MARGIN")).toEqual({
      kind: "ADJUSTMENT",
      adjustmentType: "PERCENT_MARGIN",
      basePercent: "20",
      optionsPercent: "5",
      inherited: false,
    });
    expect(subCategoryBadge("b", "c", "s", index, "PERCENT_MARGIN")).toMatchObject({
      inherited: true,
      basePercent: "20",
    });
    expect(productBadge(product, index, accountDefault)).toMatchObject({
      inherited: true,
      basePercent: "20",
    });
  });

  it("Default without overrides; Hidden when a category above is hidden", () => {
    const empty = new OverrideIndex([]);
    expect(categoryBadge("b", "c", empty, "PERCENT_MARGIN")).toEqual({ kind: "DEFAULT" });
    expect(productBadge(product, empty, accountDefault)).toEqual({ kind: "DEFAULT" });
    const hidden = new OverrideIndex([{ ...categoryOverride, isHidden: true }]);
    expect(subCategoryBadge("b", "c", "s", hidden, "PERCENT_MARGIN")).toEqual({ kind: "HIDDEN" });
    expect(productBadge(product, hidden, accountDefault)).toEqual({ kind: "HIDDEN" });
  });
});
