// Pricing a line from its product and choices, and showing it (spec 000 §3 "Order line").
import type { LineChoices, OrderLine } from "@portal/contract";
import {
  applyBundles,
  type ChargeVersions,
  decimal,
  type LineError,
  type PriceStep,
  priceLine,
  priceLineTotals,
  type QuoteConfig,
  resolveAdjustment,
  round2,
  toMoney,
  versionsWithBundles,
} from "@portal/domain";
import { englishMessage } from "@portal/messages";
import type { Db } from "../../db/client.ts";
import type { orderLines } from "../../db/schema/index.ts";
import { together } from "../../db/together.ts";
import { type SubscribedBundleValues, subscribedBundleValues } from "../bundles/bundle-pricing.ts";
import {
  type PricingContext,
  type ProductRow,
  placeOf,
  pricedProductOf,
  pricingContext,
} from "../catalogue/catalogue-access.ts";

export type OrderLineRow = typeof orderLines.$inferSelect;

/** What pricing a line needs of the dealer: its adjustments and its subscribed bundles' values. */
export type LinePricingContext = PricingContext & { bundles: SubscribedBundleValues };

/** Read once per pricing, whatever the number of lines. */
export async function linePricingContext(db: Db, accountId: string): Promise<LinePricingContext> {
  const [context, bundles] = await together(db, [
    () => pricingContext(db, accountId),
    () => subscribedBundleValues(db, accountId),
  ]);
  return { ...context, bundles };
}

/** The versions of the product's charges for this dealer now: the catalogue's, stamped by its bundles. */
export function dealerVersions(product: ProductRow, bundles: SubscribedBundleValues): ChargeVersions {
  return versionsWithBundles(product.versions, bundles.get(product.manufacturerId) ?? []);
}

/** What is stored for a line priced now with the product and the dealer's bundles as they are now. */
export function priceChoices(product: ProductRow, choices: LineChoices, context: LinePricingContext) {
  const adjustment = resolveAdjustment(placeOf(product), context.overrides, context.accountDefault);
  const priced = pricedProductOf(product);
  const charges = applyBundles(priced.charges, context.bundles.get(product.manufacturerId) ?? []);
  const price = priceLine({ ...priced, charges }, { ...choices, quantity: choices.quantity }, adjustment);
  return {
    unitCost: price.unitCost,
    unitSellExTax: price.unitSellExTax,
    breakdown: price.breakdown,
    errors: price.errors,
    explanation: price.steps,
    pricedWith: dealerVersions(product, context.bundles),
  };
}

export function errorView(error: LineError) {
  const base = { code: error.code, message: englishMessage(error.code) };
  if (error.code === "MISSING_REQUIRED_OPTIONS")
    return { ...base, groupId: error.groupId, groupName: error.groupName };
  if (error.code === "INVALID_OPTIONS") return { ...base, groupId: error.groupId, optionId: error.optionId };
  return base;
}

/** The chosen options as the spec's configuration: per group its options with their cost per item. */
export function configurationOf(product: ProductRow, choices: LineChoices, steps: readonly PriceStep[]) {
  const optionSteps = steps.filter((step) => step.kind === "OPTION");
  type Groups = OrderLine["context"]["configuration"]["optionGroups"];
  const groups: Groups = product.definition.optionGroups.flatMap((group): Groups => {
    const chosen = (choices.selections[group.id] ?? [])
      .map((optionId) => group.options.find((option) => option.id === optionId))
      .filter((option) => option !== undefined);
    if (chosen.length === 0) return [];
    return [
      {
        name: group.name,
        options: chosen.map((option) => ({
          type: "BASE" as const,
          value: option.name,
          quantity: 1,
          price:
            optionSteps.find((step) => step.groupName === group.name && step.optionName === option.name)
              ?.amount ?? "0.0000",
          imageUrl: option.imageUrl ?? null,
        })),
      },
    ];
  });
  const fabric = product.definition.fabric?.fabrics.find((candidate) => candidate.id === choices.fabricId);
  const fabricStep = steps.find((step) => step.kind === "FABRIC");
  if (fabric) {
    groups.push({
      name: "Fabric",
      options: [
        {
          type: "FABRIC" as const,
          value: `${fabric.name} ${fabric.color}`,
          quantity: 1,
          price: fabricStep?.amount ?? "0.0000",
          imageUrl: null,
          itemFabricWidth: fabric.width,
          itemFabricRepeat: fabric.repeat,
          itemName: fabric.name,
          brandName: fabric.brandName,
          color: fabric.color,
        },
      ],
    });
  }
  return { width: choices.width, height: choices.height, optionGroups: groups };
}

/** A line's figures in the quote's tax mode: what is shown for a saved line and for a preview alike. */
export function linePricingView(
  line: Pick<OrderLineRow, "id" | "unitCost" | "unitSellExTax" | "breakdown" | "errors">,
  quantity: number,
  config: QuoteConfig,
): OrderLine["pricing"] {
  const totals = priceLineTotals(
    { id: line.id, unitSellExTax: line.unitSellExTax, quantity, hasErrors: line.errors.length > 0 },
    config,
  );
  const unitCost = decimal(line.unitCost);
  return {
    taxMode: config.taxMode,
    unitSellPriceExTax: totals.unitSellPriceExTax,
    unitSellPriceIncTax: totals.unitSellPriceIncTax,
    totalSellPriceExTax: totals.totalSellPriceExTax,
    totalSellPriceIncTax: totals.totalSellPriceIncTax,
    totalSellTax: totals.totalSellTax,
    unitCostPrice: unitCost.toFixed(4),
    totalCostPrice: toMoney(round2(unitCost.times(quantity))),
    breakdown: line.breakdown,
  };
}

export function orderLineView(
  row: OrderLineRow,
  product: ProductRow,
  names: { brandName: string; categoryName: string },
  config: QuoteConfig,
): OrderLine {
  const choices = row.choices;
  const pricing = linePricingView(row, choices.quantity, config);
  return {
    id: row.id,
    windowGroupName: choices.windowGroupName,
    orderWindowId: row.orderWindowId,
    quantity: choices.quantity,
    notes: choices.notes,
    manufacturerId: row.manufacturerId,
    unitCostPrice: pricing.unitCostPrice,
    costPrice: pricing.totalCostPrice,
    pricing,
    context: {
      configuration: configurationOf(product, choices, row.explanation),
      choices,
      errors: row.errors.map(errorView),
      explanation: row.explanation,
      product: {
        id: product.id,
        name: product.name,
        brandName: names.brandName,
        categoryName: names.categoryName,
        imageUrl: product.imageUrl,
      },
    },
  };
}
