import { describe, expect, it } from "vitest";
import type { LineConfiguration, PricedProduct } from "./catalogue.ts";
import { noCharges } from "./catalogue.ts";
import { explainedSellExTax, sellStepSources, stepComponent } from "./explain-price.ts";
import { decimal, sum, toUnitPrice } from "./money.ts";
import {
  fitsSizeRule,
  type LineAdjustments,
  type LinePrice,
  type PriceStep,
  priceLine,
} from "./price-line.ts";

const place = { masterProductId: null, brandId: "b1", categoryId: "c1", brandSubCategoryId: null };

const rollerBlind: PricedProduct = {
  ...place,
  id: "roller",
  name: "Roller blind",
  hasWidth: true,
  hasHeight: true,
  hasQuantity: true,
  priceGrid: {
    widths: [600, 1200, 1800],
    drops: [1000, 2000],
    costs: [
      ["50", "70", "90"],
      ["65", "85", null],
    ],
  },
  optionGroups: [
    {
      id: "control",
      name: "Control",
      required: true,
      multiple: false,
      options: [
        { id: "chain", name: "Chain", cost: { kind: "FIXED", amount: "0" } },
        {
          id: "motor",
          name: "Motor",
          cost: { kind: "FIXED", amount: "150" },
          allowedSizes: { minWidth: 800 },
        },
      ],
    },
    {
      id: "rail",
      name: "Bottom rail",
      required: false,
      multiple: false,
      options: [{ id: "oval", name: "Oval rail", cost: { kind: "PER_METRE", amount: "10" } }],
    },
    {
      id: "extras",
      name: "Extras",
      required: false,
      multiple: true,
      options: [
        { id: "blockout", name: "Blockout coating", cost: { kind: "PER_SQM", amount: "4" } },
        { id: "premium", name: "Premium finish", cost: { kind: "PERCENT_OF_BASE", percent: "10" } },
      ],
    },
  ],
  fabric: null,
  charges: noCharges,
};

const markup = (percent: string) => ({ type: "PERCENT_MARK_UP", percent }) as const;
const adjustments: LineAdjustments = { base: markup("50"), options: markup("40") };

function configure(overrides: Partial<LineConfiguration>): LineConfiguration {
  return {
    width: 1000,
    height: 1500,
    quantity: 1,
    selections: { control: ["chain"], rail: ["oval"], extras: ["blockout", "premium"] },
    fabricId: null,
    ...overrides,
  };
}

/** A step's own figure: what it adds to its part of the breakdown. */
const stepAmount = (step: PriceStep) =>
  step.kind === "GRID_CELL" ? step.cost : "amount" in step ? step.amount : "0";

/**
 * "How this price was made" read as a sum agrees with the price: every sell step's cost is the steps
 * it names added up, and the sell steps add up to the unit price (no cost padding in these lines).
 */
function expectExplanationAddsUp(price: LinePrice) {
  for (const step of price.steps) {
    if (step.kind !== "SELL") continue;
    const sources = sellStepSources(price.steps, step).map((position) => price.steps[position - 1]);
    expect(toUnitPrice(sum(sources.map((source) => decimal(stepAmount(source as PriceStep)))))).toBe(
      step.cost,
    );
  }
  expect(explainedSellExTax(price.steps)).toBe(price.unitSellExTax);
}

describe("priceLine: a blind from its grid and options", () => {
  it("rounds the size up to the next column and row and prices every option kind", () => {
    const price = priceLine(rollerBlind, configure({}), adjustments);
    expect(price.errors).toEqual([]);
    // Grid 1200 × 2000 = 85; options: chain 0 + rail 10/m × 1 m + blockout 4/m² × 1.5 m² + 10 % of 85.
    expect(price.breakdown).toEqual([
      { type: "BASE", cost: "85.0000", sell: "127.5000", markup: "50.00", margin: "33.33" },
      { type: "OPTIONS", cost: "24.5000", sell: "34.3000", markup: "40.00", margin: "28.57" },
    ]);
    expect(price.unitCost).toBe("109.5000");
    expect(price.unitSellExTax).toBe("161.8000");
    expect(price.steps[0]).toEqual({
      kind: "GRID_CELL",
      width: 1000,
      drop: 1500,
      columnWidth: 1200,
      rowDrop: 2000,
      cost: "85.0000",
    });
    expect(price.steps.filter((step) => step.kind === "OPTION").map((step) => step.amount)).toEqual([
      "0.0000",
      "10.0000",
      "6.0000",
      "8.5000",
    ]);
    expectExplanationAddsUp(price);
  });

  it("explains a line that cannot be made yet as what it is charged: the freight, and nothing else", () => {
    const product: PricedProduct = { ...rollerBlind, charges: { ...noCharges, freightPerItem: "12" } };
    const price = priceLine(product, configure({ width: null, height: null, selections: {} }), adjustments);
    expect(price.errors.map((error) => error.code)).toContain("BAD_SIZE");
    // Freight is the base's cost: the sell step names it, and the unit price is its sell.
    const sell = price.steps.find((step) => step.kind === "SELL" && step.component === "BASE");
    expect(sell).toMatchObject({ cost: "12.0000", sell: "18.0000" });
    expect(sell?.kind === "SELL" ? sellStepSources(price.steps, sell) : []).toEqual([
      price.steps.findIndex((step) => step.kind === "FREIGHT") + 1,
    ]);
    expect(price.unitSellExTax).toBe("18.0000");
    expectExplanationAddsUp(price);
  });

  it("takes a size exactly on a breakpoint in that column", () => {
    const price = priceLine(
      rollerBlind,
      configure({ width: 600, height: 1000, selections: { control: ["chain"] } }),
      adjustments,
    );
    expect(price.breakdown[0]?.cost).toBe("50.0000");
  });

  it.each([
    ["beyond the widest column", { width: 1801 }],
    ["a cell the supplier does not make", { width: 1500, height: 1500 }],
    ["no width", { width: null }],
    ["a zero drop", { height: 0 }],
  ])("answers BAD_SIZE for %s", (_, size) => {
    const price = priceLine(rollerBlind, configure(size), adjustments);
    expect(price.errors).toContainEqual(expect.objectContaining({ code: "BAD_SIZE" }));
    expect(price.breakdown.find((entry) => entry.type === "BASE")?.cost).toBe("0.0000");
  });

  it.each([
    ["nothing chosen at all", {}, [{ code: "OPTIONS_NOT_SELECTED" }]],
    [
      "a required group left empty",
      { rail: ["oval"] },
      [{ code: "MISSING_REQUIRED_OPTIONS", groupId: "control", groupName: "Control" }],
    ],
    [
      "an option that no longer exists",
      { control: ["cord"] },
      [{ code: "INVALID_OPTIONS", groupId: "control", optionId: "cord", reason: "UNKNOWN" }],
    ],
    [
      "two choices in a single-choice group",
      { control: ["chain", "motor"] },
      [{ code: "INVALID_OPTIONS", groupId: "control", optionId: "motor", reason: "ONE_ONLY" }],
    ],
    [
      "a group the product does not have",
      { control: ["chain"], lift: ["spring"] },
      [{ code: "INVALID_OPTIONS", groupId: null, optionId: "spring", reason: "UNKNOWN" }],
    ],
  ])("reports %s", (_, selections, errors) => {
    expect(priceLine(rollerBlind, configure({ selections }), adjustments).errors).toEqual(errors);
  });

  it("refuses an option outside its sizes and leaves it out of the price", () => {
    const price = priceLine(
      rollerBlind,
      configure({ width: 700, selections: { control: ["motor"] } }),
      adjustments,
    );
    expect(price.errors).toEqual([
      { code: "INVALID_OPTIONS", groupId: "control", optionId: "motor", reason: "SIZE" },
    ]);
    expect(price.breakdown.find((entry) => entry.type === "OPTIONS")?.cost).toBe("0.0000");
  });

  it("adds surcharge, freight and installation to the base and pads every cost", () => {
    const product: PricedProduct = {
      ...rollerBlind,
      charges: {
        freightPerItem: "5",
        installationPerItem: "20",
        surchargePercent: "10",
        costPaddingPercent: "2",
      },
    };
    const price = priceLine(product, configure({}), adjustments);
    // Base 85 + 8.5 surcharge + 5 freight + 20 installation = 118.5, padded 2 % = 120.87; options 24.5 → 24.99.
    expect(price.breakdown.map((entry) => [entry.type, entry.cost, entry.sell])).toEqual([
      ["BASE", "120.8700", "181.3050"],
      ["OPTIONS", "24.9900", "34.9860"],
    ]);
    expect(price.steps.map((step) => step.kind)).toEqual([
      "GRID_CELL",
      "SURCHARGE",
      "FREIGHT",
      "INSTALLATION",
      "OPTION",
      "OPTION",
      "OPTION",
      "OPTION",
      "COST_PADDING",
      "SELL",
      "SELL",
    ]);
    // The base's sell step is made of the grid, surcharge, freight and installation, and the padding.
    expect(price.steps.map(stepComponent)).toEqual([
      ...["BASE", "BASE", "BASE", "BASE"],
      ...["OPTIONS", "OPTIONS", "OPTIONS", "OPTIONS"],
      "EVERY",
      null,
      null,
    ]);
    const [baseSell, optionsSell] = price.steps.filter((step) => step.kind === "SELL");
    expect(baseSell && sellStepSources(price.steps, baseSell)).toEqual([1, 2, 3, 4, 9]);
    expect(optionsSell && sellStepSources(price.steps, optionsSell)).toEqual([5, 6, 7, 8, 9]);
    expect(explainedSellExTax(price.steps)).toBe(price.unitSellExTax);
  });

  it.each([
    ["a margin of 100 %", { type: "PERCENT_MARGIN", percent: "100" }, "MARGIN_TOO_HIGH"],
    ["a margin over 100 %", { type: "PERCENT_MARGIN", percent: "150" }, "MARGIN_TOO_HIGH"],
    ["a negative mark-up", { type: "PERCENT_MARK_UP", percent: "-5" }, "ADJUSTMENT_NEGATIVE"],
  ] as const)("marks the line, instead of failing, for %s (sold at cost)", (_, adjustment, reason) => {
    const price = priceLine(rollerBlind, configure({ selections: { control: ["chain"] } }), {
      base: adjustment,
      options: adjustment,
    });
    expect(price.errors).toEqual([{ code: "INVALID_ADJUSTMENT", reason }]);
    expect(price.breakdown.map((entry) => [entry.type, entry.cost, entry.sell])).toEqual([
      ["BASE", "85.0000", "85.0000"],
      ["OPTIONS", "0.0000", "0.0000"],
    ]);
  });

  it("marks a product the supplier removed as not orderable, still priced from its last data", () => {
    const price = priceLine({ ...rollerBlind, removed: true }, configure({}), adjustments);
    expect(price.errors).toEqual([
      { code: "INVALID_OPTIONS", groupId: null, optionId: "roller", reason: "REMOVED" },
    ]);
    expect(price.breakdown[0]?.cost).toBe("85.0000");
  });

  it("holds an option's sizes only against a size that is given", () => {
    const price = priceLine(
      rollerBlind,
      configure({ width: null, selections: { control: ["motor"] } }),
      adjustments,
    );
    expect(price.errors.map((error) => error.code)).toEqual(["BAD_SIZE"]);
  });

  it("prices by margin when the account works in margins", () => {
    const price = priceLine(rollerBlind, configure({ selections: { control: ["chain"] } }), {
      base: { type: "PERCENT_MARGIN", percent: "40" },
      options: { type: "PERCENT_MARGIN", percent: "40" },
    });
    // 85 / 0.6 = 141.6667
    expect(price.breakdown[0]).toEqual({
      type: "BASE",
      cost: "85.0000",
      sell: "141.6667",
      markup: "66.67",
      margin: "40.00",
    });
  });
});

describe("priceLine: a curtain from its fabric", () => {
  const curtain: PricedProduct = {
    ...place,
    id: "curtain",
    name: "S-fold curtain",
    hasWidth: true,
    hasHeight: true,
    hasQuantity: true,
    priceGrid: null,
    optionGroups: [],
    fabric: {
      fullness: "2",
      dropAllowance: 300,
      fabrics: [
        {
          id: "linen",
          name: "Linen Look",
          brandName: "Warwick",
          color: "Oat",
          costPerMetre: "30",
          width: 1400,
          repeat: 640,
        },
        {
          id: "plain",
          name: "Plain Weave",
          brandName: "Warwick",
          color: "Snow",
          costPerMetre: "20",
          width: 2800,
          repeat: 0,
        },
      ],
      making: { per: "WIDTH", amount: "45" },
      liningPerMetre: "12",
      trimPerMetre: "8",
      pipingPerMetre: null,
    },
    charges: noCharges,
  };

  it("counts widths, rounds each drop up to the repeat and prices making, lining and trim", () => {
    const price = priceLine(
      curtain,
      configure({ width: 2400, height: 2100, selections: {}, fabricId: "linen" }),
      {
        base: markup("50"),
        options: markup("100"),
      },
    );
    expect(price.errors).toEqual([]);
    // 2400 × 2 / 1400 → 4 widths; 2100 + 300 = 2400 → 4 repeats of 640 = 2560; 4 × 2.56 m = 10.24 m × 30.
    expect(price.steps[0]).toEqual({
      kind: "FABRIC",
      fabricName: "Linen Look",
      widths: 4,
      cutDrop: 2560,
      metres: "10.240",
      costPerMetre: "30",
      amount: "307.2000",
    });
    expect(price.breakdown.map((entry) => [entry.type, entry.cost, entry.sell])).toEqual([
      ["FABRIC", "307.2000", "614.4000"],
      ["MAKING", "180.0000", "360.0000"],
      ["LINING", "115.2000", "230.4000"],
      ["TRIM", "19.2000", "38.4000"],
    ]);
    expect(price.unitCost).toBe("621.6000");
    expectExplanationAddsUp(price);
  });

  it("uses the drop as cut for a plain fabric", () => {
    const price = priceLine(
      curtain,
      configure({ width: 2400, height: 2100, selections: {}, fabricId: "plain" }),
      adjustments,
    );
    // 4800 / 2800 → 2 widths × 2.4 m = 4.8 m × 20.
    expect(price.steps[0]).toMatchObject({ widths: 2, cutDrop: 2400, amount: "96.0000" });
  });

  it("asks for a fabric and refuses one the supplier dropped", () => {
    expect(priceLine(curtain, configure({ selections: {} }), adjustments).errors).toEqual([
      { code: "OPTIONS_NOT_SELECTED" },
    ]);
    expect(priceLine(curtain, configure({ selections: {}, fabricId: "velvet" }), adjustments).errors).toEqual(
      [{ code: "INVALID_OPTIONS", groupId: null, optionId: "velvet", reason: "UNKNOWN" }],
    );
  });
});

describe("fitsSizeRule: the one size check of an option (pricing and the configurator)", () => {
  const rule = { minWidth: 800, maxWidth: 2400, minDrop: 500 };
  it.each([
    [800, 500, true],
    [2400, 3000, true],
    [799, 1000, false],
    [2401, 1000, false],
    [1000, 499, false],
    [null, 499, false],
    [null, null, true],
    [700, null, false],
  ] as const)("width %s, drop %s → %s", (width, drop, fits) => {
    expect(fitsSizeRule(rule, width, drop)).toBe(fits);
  });

  it("lets every size through when the option has no rule", () => {
    expect(fitsSizeRule(null, 1, 1)).toBe(true);
    expect(fitsSizeRule(undefined, 99_999, null)).toBe(true);
  });
});
