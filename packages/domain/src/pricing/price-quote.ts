// A quote's totals from its lines and adjustments (DOMAIN.md "Pricing": tax once on the taxable
// total, in the mode whose figures are of record).
import type Big from "big.js";
import {
  type DecimalString,
  decimal,
  perCent,
  percentMore,
  quotient,
  round2,
  round4,
  sum,
  toMoney,
  toUnitPrice,
  zero,
} from "./money.ts";

export const taxModes = ["INCLUSIVE", "EXCLUSIVE"] as const;
export type TaxMode = (typeof taxModes)[number];

/** Copied from dealer settings when the quote is made; settings changes never touch it. */
export type QuoteConfig = {
  taxMode: TaxMode;
  taxPercentage: DecimalString;
  depositPercentage: DecimalString;
};

/** GST in Australia, the only country the portal serves so far: the rate when a dealer has set none. */
export const fallbackTaxPercentage: DecimalString = "10";

/** What a new quote copies from the dealer's settings (absent settings: inclusive, GST, no deposit). */
export function newQuoteConfig(
  settings:
    | {
        quotePricingTaxMode: TaxMode;
        taxRatePercentage: DecimalString | null;
        depositPercentage: DecimalString | null;
      }
    | undefined,
): QuoteConfig {
  return {
    taxMode: settings?.quotePricingTaxMode ?? "INCLUSIVE",
    taxPercentage: settings?.taxRatePercentage ?? fallbackTaxPercentage,
    depositPercentage: settings?.depositPercentage ?? "0",
  };
}

export type QuoteLineInput = {
  id: string;
  unitSellExTax: DecimalString;
  quantity: number;
  hasErrors: boolean;
};

export const quoteAdjustmentTaxTypes = ["STANDARD", "NONE"] as const;
export type QuoteAdjustmentTaxType = (typeof quoteAdjustmentTaxTypes)[number];

/** Amounts are read in the quote's tax mode: inc tax when INCLUSIVE, ex tax when EXCLUSIVE. */
export type QuoteAdjustmentInput =
  | { label: string; taxType: QuoteAdjustmentTaxType; adjustmentType: "AMOUNT"; amount: DecimalString }
  | { label: string; taxType: QuoteAdjustmentTaxType; adjustmentType: "PERCENT"; percent: DecimalString };

export type QuoteInput = {
  config: QuoteConfig;
  lines: QuoteLineInput[];
  adjustments: QuoteAdjustmentInput[];
  sellTaxOverride: DecimalString | null;
  depositAmountOverride: DecimalString | null;
};

export type LineTotals = {
  id: string;
  taxMode: TaxMode;
  unitSellPriceExTax: DecimalString;
  unitSellPriceIncTax: DecimalString;
  totalSellPriceExTax: DecimalString;
  totalSellPriceIncTax: DecimalString;
  /** The line's share of tax, for display; the quote's tax is computed once on its total. */
  totalSellTax: DecimalString;
};

export type PricedAdjustment = {
  label: string;
  taxType: QuoteAdjustmentTaxType;
  adjustmentType: "AMOUNT" | "PERCENT";
  percent: DecimalString | null;
  amountExTax: DecimalString;
  amountIncTax: DecimalString;
  tax: DecimalString;
};

export type QuotePricing = {
  sellTotalOrderLinesExTax: DecimalString;
  sellTotalOrderLinesIncTax: DecimalString;
  sellTotalTaxable: DecimalString;
  sellTaxCalculated: DecimalString;
  sellTaxOverride: DecimalString | null;
  sellTaxTotal: DecimalString;
  sellGrandTotalExTax: DecimalString;
  sellGrandTotalIncTax: DecimalString;
  depositAmountCalculated: DecimalString;
  depositAmountOverride: DecimalString | null;
  depositAmount: DecimalString;
  isPricingValid: boolean;
  adjustments: PricedAdjustment[];
};

export type PricedQuote = { lines: LineTotals[]; pricing: QuotePricing };

const hundred = decimal(100);

/** The tax inside an inc-tax amount: amount × r / (100 + r), to the cent. */
function taxInside(amountInc: Big, rate: Big): Big {
  return quotient(amountInc.times(rate), hundred.plus(rate), 2);
}

/** The tax on an ex-tax amount: amount × r / 100, to the cent. */
function taxOn(amountEx: Big, rate: Big): Big {
  return round2(amountEx.times(rate).times(perCent));
}

export function priceLineTotals(line: QuoteLineInput, config: QuoteConfig): LineTotals {
  const rate = decimal(config.taxPercentage);
  const unitEx = round4(decimal(line.unitSellExTax));
  const unitInc = round4(unitEx.times(percentMore(config.taxPercentage)));
  const quantity = decimal(line.quantity);
  if (config.taxMode === "EXCLUSIVE") {
    const totalEx = round2(unitEx.times(quantity));
    const tax = taxOn(totalEx, rate);
    return totals(line, config, unitEx, unitInc, totalEx, totalEx.plus(tax), tax);
  }
  const totalInc = round2(unitInc.times(quantity));
  const tax = taxInside(totalInc, rate);
  return totals(line, config, unitEx, unitInc, totalInc.minus(tax), totalInc, tax);
}

function totals(
  line: QuoteLineInput,
  config: QuoteConfig,
  unitEx: Big,
  unitInc: Big,
  totalEx: Big,
  totalInc: Big,
  tax: Big,
): LineTotals {
  return {
    id: line.id,
    taxMode: config.taxMode,
    unitSellPriceExTax: toUnitPrice(unitEx),
    unitSellPriceIncTax: toUnitPrice(unitInc),
    totalSellPriceExTax: toMoney(totalEx),
    totalSellPriceIncTax: toMoney(totalInc),
    totalSellTax: toMoney(tax),
  };
}

export function priceQuote(input: QuoteInput): PricedQuote {
  const { config } = input;
  const rate = decimal(config.taxPercentage);
  const inclusive = config.taxMode === "INCLUSIVE";
  const lines = input.lines.map((line) => priceLineTotals(line, config));

  // The lines' total in the mode of record; the other figure follows from tax on that total.
  const linesOfRecord = sum(
    lines.map((line) => decimal(inclusive ? line.totalSellPriceIncTax : line.totalSellPriceExTax)),
  );

  const adjustments = input.adjustments.map((adjustment): PricedAdjustment & { ofRecord: Big } => {
    const ofRecord =
      adjustment.adjustmentType === "AMOUNT"
        ? round2(decimal(adjustment.amount))
        : round2(linesOfRecord.times(decimal(adjustment.percent)).times(perCent));
    const taxed = adjustment.taxType === "STANDARD";
    const tax = !taxed ? zero : inclusive ? taxInside(ofRecord, rate) : taxOn(ofRecord, rate);
    const amountEx = inclusive ? ofRecord.minus(tax) : ofRecord;
    const amountInc = inclusive ? ofRecord : ofRecord.plus(tax);
    return {
      label: adjustment.label,
      taxType: adjustment.taxType,
      adjustmentType: adjustment.adjustmentType,
      percent: adjustment.adjustmentType === "PERCENT" ? adjustment.percent : null,
      amountExTax: toMoney(amountEx),
      amountIncTax: toMoney(amountInc),
      tax: toMoney(tax),
      ofRecord,
    };
  });

  const adjustmentsOfRecord = sum(adjustments.map((adjustment) => adjustment.ofRecord));
  const taxable = linesOfRecord.plus(
    sum(
      adjustments
        .filter((adjustment) => adjustment.taxType === "STANDARD")
        .map((adjustment) => adjustment.ofRecord),
    ),
  );
  const taxCalculated = inclusive ? taxInside(taxable, rate) : taxOn(taxable, rate);
  const taxOverride = input.sellTaxOverride === null ? null : round2(decimal(input.sellTaxOverride));
  const taxTotal = taxOverride ?? taxCalculated;

  const linesTax = inclusive ? taxInside(linesOfRecord, rate) : taxOn(linesOfRecord, rate);
  const linesEx = inclusive ? linesOfRecord.minus(linesTax) : linesOfRecord;
  const linesInc = inclusive ? linesOfRecord : linesOfRecord.plus(linesTax);

  const grandOfRecord = linesOfRecord.plus(adjustmentsOfRecord);
  const grandEx = inclusive ? grandOfRecord.minus(taxTotal) : grandOfRecord;
  const grandInc = inclusive ? grandOfRecord : grandOfRecord.plus(taxTotal);

  const depositCalculated = round2(grandInc.times(decimal(config.depositPercentage)).times(perCent));
  const depositOverride =
    input.depositAmountOverride === null ? null : round2(decimal(input.depositAmountOverride));

  return {
    lines,
    pricing: {
      sellTotalOrderLinesExTax: toMoney(linesEx),
      sellTotalOrderLinesIncTax: toMoney(linesInc),
      sellTotalTaxable: toMoney(taxable),
      sellTaxCalculated: toMoney(taxCalculated),
      sellTaxOverride: taxOverride === null ? null : toMoney(taxOverride),
      sellTaxTotal: toMoney(taxTotal),
      sellGrandTotalExTax: toMoney(grandEx),
      sellGrandTotalIncTax: toMoney(grandInc),
      depositAmountCalculated: toMoney(depositCalculated),
      depositAmountOverride: depositOverride === null ? null : toMoney(depositOverride),
      depositAmount: toMoney(depositOverride ?? depositCalculated),
      isPricingValid: input.lines.every((line) => !line.hasErrors),
      adjustments: adjustments.map(({ ofRecord: _, ...adjustment }) => adjustment),
    },
  };
}
