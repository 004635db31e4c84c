import { breakdownTypes, lineErrorCodes, quoteAdjustmentTaxTypes, taxModes } from "@portal/domain";
import * as z from "zod/mini";
import { defineCall } from "./call.ts";
import { optionCostSchema } from "./catalogue-file.ts";
import { lineConfigurationSchema } from "./line-configuration.ts";
import { int4Schema, moneySchema, pdfKinds, textSchema } from "./shared.ts";
import { pngSignatureSchema } from "./text.ts";

export { lineConfigurationSchema } from "./line-configuration.ts";

// Quotes of a deal (spec 000 §3 "Quote list/detail", "Quote pricing", "Adjustment", "Pending
// updates", "Order line"; §4 Quote; DOMAIN.md "Pricing", "Quotes"). Money crosses as decimal
// strings: totals with two places, unit prices with four.

export const unitPriceSchema = z.string().check(z.regex(/^-?\d+\.\d{4}$/));
const percentString = z.string().check(z.regex(/^-?\d+(\.\d+)?$/));
const timestamp = z.iso.datetime({ offset: true });

export const quoteStatuses = ["DRAFT", "ACCEPTED"] as const;

export const quoteListItemSchema = z.object({
  id: z.string(),
  externalId: z.nullable(z.string()),
  tuid: z.number().check(z.int()),
  createdAt: timestamp,
  description: z.string(),
  status: z.enum(quoteStatuses),
  /** Grand total inc tax. */
  totalSellPrice: moneySchema,
  totalSellPriceOverride: z.nullable(moneySchema),
  isArchived: z.boolean(),
  context: z.object({ totalQuantity: z.number().check(z.int()), orderLineCount: z.number().check(z.int()) }),
});
export type QuoteListItem = z.infer<typeof quoteListItemSchema>;

export const lineErrorSchema = z.object({
  code: z.enum(lineErrorCodes),
  message: z.string(),
  groupId: z.optional(z.nullable(z.string())),
  groupName: z.optional(z.string()),
  optionId: z.optional(z.string()),
});

/** How the price was made, step by step (the web app words each kind). */
export const priceStepSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("GRID_CELL"),
    width: z.number().check(z.int()),
    drop: z.number().check(z.int()),
    columnWidth: z.number().check(z.int()),
    rowDrop: z.number().check(z.int()),
    cost: z.string(),
  }),
  z.object({ kind: z.literal("SURCHARGE"), percent: z.string(), amount: z.string() }),
  z.object({ kind: z.literal("FREIGHT"), amount: z.string() }),
  z.object({ kind: z.literal("INSTALLATION"), amount: z.string() }),
  z.object({
    kind: z.literal("OPTION"),
    groupName: z.string(),
    optionName: z.string(),
    cost: optionCostSchema,
    amount: z.string(),
  }),
  z.object({
    kind: z.literal("FABRIC"),
    fabricName: z.string(),
    widths: z.number().check(z.int()),
    cutDrop: z.number().check(z.int()),
    metres: z.string(),
    costPerMetre: z.string(),
    amount: z.string(),
  }),
  z.object({
    kind: z.literal("MAKING"),
    per: z.enum(["WIDTH", "METRE"]),
    count: z.string(),
    rate: z.string(),
    amount: z.string(),
  }),
  z.object({
    kind: z.enum(["LINING", "TRIM", "PIPING"]),
    metres: z.string(),
    perMetre: z.string(),
    amount: z.string(),
  }),
  z.object({ kind: z.literal("COST_PADDING"), percent: z.string(), amount: z.string() }),
  z.object({
    kind: z.literal("SELL"),
    component: z.enum(breakdownTypes),
    adjustment: z.object({ type: z.enum(["PERCENT_MARK_UP", "PERCENT_MARGIN"]), percent: z.string() }),
    cost: z.string(),
    sell: z.string(),
  }),
]);
export type PriceStepView = z.infer<typeof priceStepSchema>;

export const orderLinePricingSchema = z.object({
  taxMode: z.enum(taxModes),
  unitSellPriceExTax: unitPriceSchema,
  unitSellPriceIncTax: unitPriceSchema,
  totalSellPriceExTax: moneySchema,
  totalSellPriceIncTax: moneySchema,
  totalSellTax: moneySchema,
  unitCostPrice: unitPriceSchema,
  totalCostPrice: moneySchema,
  breakdown: z.array(
    z.object({
      type: z.enum(breakdownTypes),
      sell: z.string(),
      cost: z.string(),
      markup: z.string(),
      margin: z.string(),
    }),
  ),
});

/** What a dealer chose; the configurator edits this. Lengths in whole millimetres. */
export const lineChoicesSchema = z.object({
  windowGroupName: z.nullable(textSchema.check(z.trim(), z.maxLength(120))),
  quantity: z.number().check(z.int(), z.minimum(1), z.maximum(999)),
  notes: textSchema.check(z.trim(), z.maxLength(2000)),
  width: z.nullable(z.number().check(z.int(), z.positive(), z.maximum(100_000))),
  height: z.nullable(z.number().check(z.int(), z.positive(), z.maximum(100_000))),
  /** Option ids per option group id. */
  selections: z.record(textSchema, z.array(textSchema).check(z.maxLength(50))),
  fabricId: z.nullable(textSchema),
});
export type LineChoices = z.infer<typeof lineChoicesSchema>;

/** A product not configured yet: one of it, no size, nothing chosen. */
export const emptyLineChoices: LineChoices = {
  windowGroupName: null,
  quantity: 1,
  notes: "",
  width: null,
  height: null,
  selections: {},
  fabricId: null,
};

export const orderLineSchema = z.object({
  id: z.string(),
  windowGroupName: z.nullable(z.string()),
  orderWindowId: z.nullable(z.string()),
  quantity: z.number().check(z.int()),
  notes: z.string(),
  manufacturerId: z.number().check(z.int()),
  unitCostPrice: unitPriceSchema,
  costPrice: moneySchema,
  pricing: orderLinePricingSchema,
  context: z.object({
    configuration: lineConfigurationSchema,
    choices: lineChoicesSchema,
    errors: z.array(lineErrorSchema),
    explanation: z.array(priceStepSchema),
    product: z.object({
      id: z.string(),
      name: z.string(),
      brandName: z.string(),
      categoryName: z.string(),
      imageUrl: z.nullable(z.string()),
    }),
  }),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const quoteAdjustmentSchema = z.object({
  label: z.string(),
  taxType: z.enum(quoteAdjustmentTaxTypes),
  adjustmentType: z.enum(["AMOUNT", "PERCENT"]),
  percent: z.nullable(percentString),
  amountExTax: moneySchema,
  amountIncTax: moneySchema,
  tax: moneySchema,
});

export const quotePricingSchema = z.object({
  sellTotalOrderLinesExTax: moneySchema,
  sellTotalOrderLinesIncTax: moneySchema,
  sellTotalTaxable: moneySchema,
  sellTaxCalculated: moneySchema,
  sellTaxOverride: z.nullable(moneySchema),
  sellTaxTotal: moneySchema,
  sellGrandTotalExTax: moneySchema,
  sellGrandTotalIncTax: moneySchema,
  depositAmountCalculated: moneySchema,
  depositAmountOverride: z.nullable(moneySchema),
  depositAmount: moneySchema,
  isPricingValid: z.boolean(),
  adjustments: z.array(quoteAdjustmentSchema),
});
export type QuotePricingView = z.infer<typeof quotePricingSchema>;

const productUpdatesSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  hasPricingUpdates: z.boolean(),
  hasCostPaddingUpdates: z.boolean(),
  hasFabricUpdates: z.boolean(),
  hasFreightUpdates: z.boolean(),
  hasInstallationUpdates: z.boolean(),
  hasRuleUpdates: z.boolean(),
  hasSurchargesUpdates: z.boolean(),
});

export const pendingUpdatesSchema = z.object({
  hasPendingUpdates: z.boolean(),
  orderUpdates: z.object({
    hasSurchargesUpdates: z.boolean(),
    hasFreightUpdates: z.boolean(),
    hasInstallationUpdates: z.boolean(),
  }),
  products: z.array(productUpdatesSchema),
});

export const quoteSchema = z.extend(quoteListItemSchema, {
  customerNotes: z.string(),
  isReadOnly: z.boolean(),
  lastUpdatedAt: timestamp,
  /** Bumped by every change; a write with an older one answers 409. */
  version: z.number().check(z.int()),
  config: z.object({
    depositPercentage: percentString,
    taxPercentage: percentString,
    taxMode: z.enum(taxModes),
  }),
  acceptedAt: z.nullable(timestamp),
  acceptedBy: z.nullable(z.object({ id: z.number().check(z.int()), name: z.string() })),
  /** The customer's side: the share token of its link (`/customer-quote/{token}`), when they looked, who signed. */
  sharing: z.object({
    token: z.nullable(z.string()),
    viewedAt: z.nullable(timestamp),
    acceptedByName: z.nullable(z.string()),
  }),
  context: z.object({
    orderLines: z.array(orderLineSchema),
    pricing: quotePricingSchema,
    deal: z.object({ id: z.string(), tuid: z.number().check(z.int()), name: z.string() }),
    workflow: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
    pendingUpdates: pendingUpdatesSchema,
    acceptedQuoteDocument: z.nullable(z.object({ id: z.number().check(z.int()), createdAt: timestamp })),
  }),
});
export type Quote = z.infer<typeof quoteSchema>;

const quoteParams = z.object({ id: z.uuid() });

export { pngSignatureSchema } from "./text.ts";

const decimalInput = z.string().check(z.trim(), z.regex(/^-?\d+(\.\d{1,2})?$/, "DECIMAL_EXPECTED"));

export const quoteAdjustmentInputSchema = z.discriminatedUnion("adjustmentType", [
  z.object({
    label: textSchema.check(z.trim(), z.minLength(1), z.maxLength(120)),
    taxType: z.enum(quoteAdjustmentTaxTypes),
    adjustmentType: z.literal("AMOUNT"),
    amount: decimalInput,
  }),
  z.object({
    label: textSchema.check(z.trim(), z.minLength(1), z.maxLength(120)),
    taxType: z.enum(quoteAdjustmentTaxTypes),
    adjustmentType: z.literal("PERCENT"),
    percent: z.string().check(z.trim(), z.regex(/^-?\d{1,3}(\.\d{1,2})?$/, "DECIMAL_EXPECTED")),
  }),
]);

export const listDealQuotes = defineCall({
  method: "GET",
  path: "/deals/:id/quotes",
  summary: "A deal's quotes (archived ones only when asked)",
  params: quoteParams,
  query: z.object({ archived: z.optional(z.enum(["true", "false"])) }),
  response: z.array(quoteListItemSchema),
});

export const createQuote = defineCall({
  method: "POST",
  path: "/deals/:id/quotes",
  summary: "Start a Draft quote; its tax and deposit settings are copied from the dealer settings now",
  params: quoteParams,
  body: z.object({ description: z._default(textSchema.check(z.trim(), z.maxLength(500)), "") }),
  response: quoteSchema,
});

export const getQuote = defineCall({
  method: "GET",
  path: "/quotes/:id",
  summary: "One quote with its lines, pricing and pending supplier updates",
  params: quoteParams,
  response: quoteSchema,
});

export const updateQuote = defineCall({
  method: "PUT",
  path: "/quotes/:id",
  summary: "Edit a Draft quote's details, adjustments and overrides (tax override needs quotes.tax_override)",
  params: quoteParams,
  body: z.object({
    version: int4Schema,
    description: textSchema.check(z.trim(), z.maxLength(500)),
    customerNotes: textSchema.check(z.trim(), z.maxLength(5000)),
    adjustments: z.array(quoteAdjustmentInputSchema).check(z.maxLength(20)),
    sellTaxOverride: z.nullable(decimalInput),
    depositAmountOverride: z.nullable(decimalInput),
  }),
  response: quoteSchema,
});

const quoteAction = (verb: string, summary: string) =>
  defineCall({
    method: "POST",
    path: `/quotes/:id/${verb}`,
    summary,
    params: quoteParams,
    response: quoteSchema,
  });

export const cloneQuote = quoteAction("clone", "Copy a quote into a new Draft, priced afresh");
export const archiveQuote = quoteAction("archive", "Archive a quote (it becomes read-only)");
export const unarchiveQuote = quoteAction("unarchive", "Bring an archived quote back");
export const applyQuoteUpdates = quoteAction(
  "apply-updates",
  "Re-price a Draft's lines with the supplier's current data",
);

export const acceptQuote = defineCall({
  method: "POST",
  path: "/quotes/:id/accept",
  summary: "Accept a Draft (no line errors, no pending updates); stores the accepted-quote PDF",
  params: quoteParams,
  body: z.object({
    /** A PNG data URL of the drawn signature, or none. */
    signature: z.optional(z.nullable(pngSignatureSchema)),
  }),
  response: quoteSchema,
});

/** Streams application/pdf; 501 { message: 'Template Not Configured' } when the account switched it off. */
export const getQuotePdf = defineCall({
  method: "GET",
  path: "/quotes/:id/pdf/:kind",
  summary: "The quote, measure sheet or install sheet as a PDF",
  params: z.object({ id: z.uuid(), kind: z.enum(pdfKinds) }),
  produces: "application/pdf",
  response: z.unknown(),
});

// ── Order lines ──────────────────────────────────────────────────────────────────────────────

export const addOrderLine = defineCall({
  method: "POST",
  path: "/quotes/:id/order-lines",
  summary:
    "Add a product to a Draft quote (not a hidden one), with the choices confirmed in the configurator; without choices the line starts unconfigured",
  params: quoteParams,
  body: z.object({
    productId: z.uuid(),
    windowGroupName: z.optional(z.nullable(textSchema.check(z.trim(), z.maxLength(120)))),
    choices: z.optional(lineChoicesSchema),
  }),
  response: orderLineSchema,
});

const lineParams = z.object({ id: z.uuid() });

export const getOrderLine = defineCall({
  method: "GET",
  path: "/order-lines/:id",
  summary: "One line with its configuration, errors and how its price was made",
  params: lineParams,
  response: orderLineSchema,
});

export const updateOrderLine = defineCall({
  method: "PUT",
  path: "/order-lines/:id",
  summary: "Save a line's choices and re-price it",
  params: lineParams,
  body: lineChoicesSchema,
  response: orderLineSchema,
});

export const deleteOrderLine = defineCall({
  method: "DELETE",
  path: "/order-lines/:id",
  summary: "Remove a line from a Draft quote",
  params: lineParams,
  response: z.object({ ok: z.literal(true) }),
});

/** A line's price, errors and how the price was made, for choices not saved (the configurator's live price). */
const linePricePreviewSchema = z.extend(z.pick(orderLineSchema, { pricing: true }), {
  errors: z.array(lineErrorSchema),
  explanation: z.array(priceStepSchema),
});

export const previewOrderLinePrice = defineCall({
  method: "POST",
  path: "/order-lines/:id/price",
  summary: "Price choices without saving them (the configurator's live price)",
  params: lineParams,
  body: lineChoicesSchema,
  response: linePricePreviewSchema,
});

export const previewNewOrderLinePrice = defineCall({
  method: "POST",
  path: "/quotes/:id/order-lines/price",
  summary:
    "Price a product not yet on the quote with these choices, nothing saved (the configurator's live price while adding it)",
  params: quoteParams,
  body: z.object({ productId: z.uuid(), choices: lineChoicesSchema }),
  response: linePricePreviewSchema,
});

/** Messages between the configurator frame (/product-options/{orderLineId}) and the quote page. */
export const configuratorMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("closeModal") }),
  z.object({ type: z.literal("didSave"), orderLineId: z.string() }),
  z.object({ type: z.literal("error"), message: z.string() }),
  z.object({ type: z.literal("openUrl"), url: z.string() }),
  z.object({ type: z.literal("sessionExpired") }),
]);
export type ConfiguratorMessage = z.infer<typeof configuratorMessageSchema>;
