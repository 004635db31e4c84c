import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decimal, sum } from "./money.ts";
import {
  newQuoteConfig,
  priceQuote,
  type QuoteAdjustmentInput,
  type QuoteInput,
  type TaxMode,
} from "./price-quote.ts";

const lines = [
  { id: "l1", unitSellExTax: "161.8000", quantity: 2, hasErrors: false },
  { id: "l2", unitSellExTax: "33.3333", quantity: 3, hasErrors: false },
];
const discount: QuoteAdjustmentInput = {
  label: "Discount",
  taxType: "STANDARD",
  adjustmentType: "PERCENT",
  percent: "-10",
};
const delivery: QuoteAdjustmentInput = {
  label: "Delivery",
  taxType: "NONE",
  adjustmentType: "AMOUNT",
  amount: "25",
};

function quote(taxMode: TaxMode, overrides: Partial<QuoteInput> = {}): QuoteInput {
  return {
    config: { taxMode, taxPercentage: "10", depositPercentage: "50" },
    lines,
    adjustments: [discount],
    sellTaxOverride: null,
    depositAmountOverride: null,
    ...overrides,
  };
}

describe("newQuoteConfig", () => {
  it("copies the dealer's tax mode, tax rate and deposit", () => {
    expect(
      newQuoteConfig({
        quotePricingTaxMode: "EXCLUSIVE",
        taxRatePercentage: "15",
        depositPercentage: "25.5",
      }),
    ).toEqual({ taxMode: "EXCLUSIVE", taxPercentage: "15", depositPercentage: "25.5" });
  });

  it("falls back to inclusive prices, GST at 10 % and no deposit where nothing is set", () => {
    const none = { taxMode: "INCLUSIVE", taxPercentage: "10", depositPercentage: "0" };
    expect(newQuoteConfig(undefined)).toEqual(none);
    expect(
      newQuoteConfig({ quotePricingTaxMode: "INCLUSIVE", taxRatePercentage: null, depositPercentage: null }),
    ).toEqual(none);
  });
});

describe("priceQuote", () => {
  it("EXCLUSIVE: lines to the cent ex tax, tax once on the taxable total", () => {
    const { lines: priced, pricing } = priceQuote(quote("EXCLUSIVE"));
    expect(
      priced.map((line) => [line.totalSellPriceExTax, line.totalSellTax, line.totalSellPriceIncTax]),
    ).toEqual([
      ["323.60", "32.36", "355.96"],
      ["100.00", "10.00", "110.00"],
    ]);
    expect(pricing).toMatchObject({
      sellTotalOrderLinesExTax: "423.60",
      sellTotalOrderLinesIncTax: "465.96",
      sellTotalTaxable: "381.24",
      sellTaxCalculated: "38.12",
      sellTaxTotal: "38.12",
      sellGrandTotalExTax: "381.24",
      sellGrandTotalIncTax: "419.36",
      depositAmountCalculated: "209.68",
      depositAmount: "209.68",
      isPricingValid: true,
    });
    expect(pricing.adjustments).toEqual([
      {
        label: "Discount",
        taxType: "STANDARD",
        adjustmentType: "PERCENT",
        percent: "-10",
        amountExTax: "-42.36",
        amountIncTax: "-46.60",
        tax: "-4.24",
      },
    ]);
  });

  it("INCLUSIVE: lines to the cent inc tax, the tax inside the taxable total", () => {
    const { lines: priced, pricing } = priceQuote(quote("INCLUSIVE"));
    // 33.3333 × 1.1 = 36.66663 → 36.6666 per unit; × 3 = 109.9998 → 110.00.
    expect(
      priced.map((line) => [line.unitSellPriceIncTax, line.totalSellPriceIncTax, line.totalSellTax]),
    ).toEqual([
      ["177.9800", "355.96", "32.36"],
      ["36.6666", "110.00", "10.00"],
    ]);
    expect(pricing).toMatchObject({
      sellTotalOrderLinesIncTax: "465.96",
      sellTotalOrderLinesExTax: "423.60",
      sellTotalTaxable: "419.36",
      sellTaxCalculated: "38.12",
      sellGrandTotalIncTax: "419.36",
      sellGrandTotalExTax: "381.24",
      depositAmountCalculated: "209.68",
    });
    expect(pricing.adjustments[0]).toMatchObject({
      amountIncTax: "-46.60",
      tax: "-4.24",
      amountExTax: "-42.36",
    });
  });

  it("leaves untaxed adjustments out of the taxable total", () => {
    const { pricing } = priceQuote(quote("EXCLUSIVE", { adjustments: [discount, delivery] }));
    expect(pricing).toMatchObject({
      sellTotalTaxable: "381.24",
      sellTaxTotal: "38.12",
      sellGrandTotalExTax: "406.24",
      sellGrandTotalIncTax: "444.36",
      depositAmountCalculated: "222.18",
    });
    expect(pricing.adjustments[1]).toMatchObject({
      amountExTax: "25.00",
      amountIncTax: "25.00",
      tax: "0.00",
    });
  });

  it("reads a typed amount in the quote's mode", () => {
    const charge: QuoteAdjustmentInput = {
      label: "Rush",
      taxType: "STANDARD",
      adjustmentType: "AMOUNT",
      amount: "55",
    };
    expect(priceQuote(quote("EXCLUSIVE", { adjustments: [charge] })).pricing.adjustments[0]).toMatchObject({
      amountExTax: "55.00",
      amountIncTax: "60.50",
      tax: "5.50",
    });
    expect(priceQuote(quote("INCLUSIVE", { adjustments: [charge] })).pricing.adjustments[0]).toMatchObject({
      amountExTax: "50.00",
      amountIncTax: "55.00",
      tax: "5.00",
    });
  });

  it.each(["EXCLUSIVE", "INCLUSIVE"] as const)("%s: a tax override replaces the calculated tax", (mode) => {
    const { pricing } = priceQuote(quote(mode, { sellTaxOverride: "40" }));
    expect(pricing.sellTaxCalculated).toBe("38.12");
    expect(pricing.sellTaxOverride).toBe("40.00");
    expect(pricing.sellTaxTotal).toBe("40.00");
    expect(decimal(pricing.sellGrandTotalExTax).plus(decimal(pricing.sellTaxTotal)).toFixed(2)).toBe(
      pricing.sellGrandTotalIncTax,
    );
  });

  it("a deposit override wins over the calculated deposit", () => {
    const { pricing } = priceQuote(quote("EXCLUSIVE", { depositAmountOverride: "100" }));
    expect(pricing).toMatchObject({
      depositAmountCalculated: "209.68",
      depositAmountOverride: "100.00",
      depositAmount: "100.00",
    });
  });

  it("is not valid while any line has errors", () => {
    const withError = [...lines, { id: "l3", unitSellExTax: "0", quantity: 1, hasErrors: true }];
    expect(priceQuote(quote("EXCLUSIVE", { lines: withError })).pricing.isPricingValid).toBe(false);
  });

  it("prices an empty quote at zero", () => {
    const { pricing } = priceQuote(quote("EXCLUSIVE", { lines: [], adjustments: [] }));
    expect(pricing.sellGrandTotalIncTax).toBe("0.00");
    expect(pricing.depositAmount).toBe("0.00");
  });
});

// ── Properties ──────────────────────────────────────────────────────────────────────────────

const unitPrice = fc
  .integer({ min: 0, max: 500_000_000 })
  .map((tenThousandths) => decimal(tenThousandths).div(10_000).toFixed(4));
const percent2 = (min: number, max: number) =>
  fc.integer({ min: min * 100, max: max * 100 }).map((hundredths) => decimal(hundredths).div(100).toString());
const lineArb = fc.record({
  id: fc.uuid(),
  unitSellExTax: unitPrice,
  quantity: fc.integer({ min: 1, max: 20 }),
  hasErrors: fc.constant(false),
});
const adjustmentArb: fc.Arbitrary<QuoteAdjustmentInput> = fc.oneof(
  fc.record({
    label: fc.constant("Amount"),
    taxType: fc.constantFrom("STANDARD", "NONE"),
    adjustmentType: fc.constant("AMOUNT"),
    amount: percent2(-500, 500),
  }),
  fc.record({
    label: fc.constant("Percent"),
    taxType: fc.constantFrom("STANDARD", "NONE"),
    adjustmentType: fc.constant("PERCENT"),
    percent: percent2(-30, 30),
  }),
);
const quoteArb = fc.record({
  config: fc.record({
    taxMode: fc.constantFrom<TaxMode>("INCLUSIVE", "EXCLUSIVE"),
    taxPercentage: percent2(0, 25),
    depositPercentage: percent2(0, 100),
  }),
  lines: fc.array(lineArb, { maxLength: 12 }),
  adjustments: fc.array(adjustmentArb, { maxLength: 4 }),
  sellTaxOverride: fc.option(percent2(0, 1000), { nil: null }),
  depositAmountOverride: fc.option(percent2(0, 1000), { nil: null }),
});

const money = /^-?\d+\.\d{2}$/;

describe("priceQuote properties", () => {
  it("ex + tax = inc exactly, in both modes, overrides included", () => {
    fc.assert(
      fc.property(quoteArb, (input) => {
        const { pricing, lines: priced } = priceQuote(input);
        expect(
          decimal(pricing.sellGrandTotalExTax).plus(pricing.sellTaxTotal).eq(pricing.sellGrandTotalIncTax),
        ).toBe(true);
        for (const line of priced) {
          expect(
            decimal(line.totalSellPriceExTax).plus(line.totalSellTax).eq(line.totalSellPriceIncTax),
          ).toBe(true);
        }
        for (const adjustment of pricing.adjustments) {
          expect(decimal(adjustment.amountExTax).plus(adjustment.tax).eq(adjustment.amountIncTax)).toBe(true);
        }
      }),
    );
  });

  it("totals are the sums of their parts", () => {
    fc.assert(
      fc.property(quoteArb, (input) => {
        const { pricing, lines: priced } = priceQuote(input);
        const inclusive = input.config.taxMode === "INCLUSIVE";
        const lineSum = sum(
          priced.map((line) => decimal(inclusive ? line.totalSellPriceIncTax : line.totalSellPriceExTax)),
        );
        const adjustmentSum = sum(
          pricing.adjustments.map((adjustment) =>
            decimal(inclusive ? adjustment.amountIncTax : adjustment.amountExTax),
          ),
        );
        const linesOfRecord = inclusive
          ? pricing.sellTotalOrderLinesIncTax
          : pricing.sellTotalOrderLinesExTax;
        const grandOfRecord = inclusive ? pricing.sellGrandTotalIncTax : pricing.sellGrandTotalExTax;
        expect(lineSum.eq(linesOfRecord)).toBe(true);
        expect(lineSum.plus(adjustmentSum).eq(grandOfRecord)).toBe(true);
      }),
    );
  });

  it("no total has more than two decimals", () => {
    fc.assert(
      fc.property(quoteArb, (input) => {
        const { pricing, lines: priced } = priceQuote(input);
        const { adjustments, isPricingValid: _, sellTaxOverride, depositAmountOverride, ...totals } = pricing;
        for (const value of Object.values(totals)) expect(value).toMatch(money);
        for (const value of [sellTaxOverride, depositAmountOverride])
          if (value !== null) expect(value).toMatch(money);
        for (const line of priced) {
          expect([line.totalSellPriceExTax, line.totalSellPriceIncTax, line.totalSellTax].join(" ")).toMatch(
            /^-?\d+\.\d{2} -?\d+\.\d{2} -?\d+\.\d{2}$/,
          );
        }
        for (const adjustment of adjustments) expect(adjustment.amountIncTax).toMatch(money);
      }),
    );
  });

  it("INCLUSIVE and EXCLUSIVE agree on the same lines within the rounding of each line", () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 12 }), percent2(0, 25), (quoteLines, rate) => {
        const grandInc = (taxMode: TaxMode) =>
          decimal(
            priceQuote({
              config: { taxMode, taxPercentage: rate, depositPercentage: "0" },
              lines: quoteLines,
              adjustments: [],
              sellTaxOverride: null,
              depositAmountOverride: null,
            }).pricing.sellGrandTotalIncTax,
          );
        // Each line rounds at most half a cent (scaled by tax) in one mode and half a cent plus the unit's
        // fourth-place rounding times its quantity in the other; the tax on the total adds half a cent.
        const maxQuantity = Math.max(...quoteLines.map((line) => line.quantity));
        const bound = decimal(quoteLines.length)
          .times(
            decimal("0.005")
              .times(decimal(rate).div(100).plus(1))
              .plus("0.005")
              .plus(decimal("0.00005").times(maxQuantity)),
          )
          .plus("0.005");
        expect(grandInc("INCLUSIVE").minus(grandInc("EXCLUSIVE")).abs().lte(bound)).toBe(true);
      }),
    );
  });

  it("typical quotes agree to one cent per line", () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 5 }), (quoteLines) => {
        const grandInc = (taxMode: TaxMode) =>
          decimal(
            priceQuote({
              config: { taxMode, taxPercentage: "10", depositPercentage: "0" },
              lines: quoteLines.map((line) => ({ ...line, quantity: Math.min(line.quantity, 4) })),
              adjustments: [],
              sellTaxOverride: null,
              depositAmountOverride: null,
            }).pricing.sellGrandTotalIncTax,
          );
        expect(
          grandInc("INCLUSIVE")
            .minus(grandInc("EXCLUSIVE"))
            .abs()
            .lte(decimal("0.01").times(quoteLines.length)),
        ).toBe(true);
      }),
    );
  });
});
