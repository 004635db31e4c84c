import { breakdownTypes, lineErrorCodes, quoteAdjustmentTaxTypes, taxModes } from "@portal/domain";
import { z } from "zod";
import { defineCall } from "./call.ts";
import { optionCostSchema } from "./catalogue-file.ts";
import { lineConfigurationSchema } from "./line-configuration.ts";
import { int4Schema, moneySchema, pdfKinds, textSchema } from "./shared.ts";
import { pngSignatureChecks } from "./text.ts";

export { lineConfigurationSchema } from "./line-configuration.ts";

// Quotes of a deal (spec 000 §3 "Quote list/detail", "Quote pricing", "Adjustment", "Pending
// updates", "Order line"; §4 Quote; DOMAIN.md "Pricing", "Quotes"). Money crosses as decimal
// strings: totals with two places, unit prices with four.

export const unitPriceSchema = z.string().regex(/^-?\d+\.\d{4}$/);
const percentString = z.string().regex(/^-?\d+(\.\d+)?$/);
const timestamp = z.iso.datetime({ offset: true });

export const quoteStatuses = ["DRAFT", "ACCEPTED"] as const;

export const quoteListItemSchema = z.object({
  id: z.string(),
  externalId: z.string().nullable(),
  tuid: z.number().int(),
  createdAt: timestamp,
  description: z.string(),
  status: z.enum(quoteStatuses),
  /** Grand total inc tax. */
  totalSellPrice: moneySchema,
  totalSellPriceOverride: moneySchema.nullable(),
  isArchived: z.boolean(),
  context: z.object({ totalQuantity: z.number().int(), orderLineCount: z.number().int() }),
});
export type QuoteListItem = z.infer<typeof quoteListItemSchema>;

export const lineErrorSchema = z.object({
  code: z.enum(lineErrorCodes),
  message: z.string(),
  groupId: z.string().nullable().optional(),
  groupName: z.string().optional(),
  optionId: z.string().optional(),
});

/** How the price was made, step by step (the web app words each kind). */
export const priceStepSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("GRID_CELL"),
    width: z.number().int(),
    drop: z.number().int(),
    columnWidth: z.number().int(),
    rowDrop: z.number().int(),
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
    widths: z.number().int(),
    cutDrop: z.number().int(),
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
  windowGroupName: textSchema.trim().max(120).nullable(),
  quantity: z.number().int().min(1).max(999),
  notes: textSchema.trim().max(2000),
  width: z.number().int().positive().max(100_000).nullable(),
  height: z.number().int().positive().max(100_000).nullable(),
  /** Option ids per option group id. */
  selections: z.record(textSchema, z.array(textSchema).max(50)),
  fabricId: textSchema.nullable(),
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
  windowGroupName: z.string().nullable(),
  orderWindowId: z.string().nullable(),
  quantity: z.number().int(),
  notes: z.string(),
  manufacturerId: z.number().int(),
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
      imageUrl: z.string().nullable(),
    }),
  }),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const quoteAdjustmentSchema = z.object({
  label: z.string(),
  taxType: z.enum(quoteAdjustmentTaxTypes),
  adjustmentType: z.enum(["AMOUNT", "PERCENT"]),
  percent: percentString.nullable(),
  amountExTax: moneySchema,
  amountIncTax: moneySchema,
  tax: moneySchema,
});

export const quotePricingSchema = z.object({
  sellTotalOrderLinesExTax: moneySchema,
  sellTotalOrderLinesIncTax: moneySchema,
  sellTotalTaxable: moneySchema,
  sellTaxCalculated: moneySchema,
  sellTaxOverride: moneySchema.nullable(),
  sellTaxTotal: moneySchema,
  sellGrandTotalExTax: moneySchema,
  sellGrandTotalIncTax: moneySchema,
  depositAmountCalculated: moneySchema,
  depositAmountOverride: moneySchema.nullable(),
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

export const quoteSchema = quoteListItemSchema.extend({
  customerNotes: z.string(),
  isReadOnly: z.boolean(),
  lastUpdatedAt: timestamp,
  /** Bumped by every change; a write with an older one answers 409. */
  version: z.number().int(),
  config: z.object({
    depositPercentage: percentString,
    taxPercentage: percentString,
    taxMode: z.enum(taxModes),
  }),
  acceptedAt: timestamp.nullable(),
  acceptedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The customer's side: the share token of its link (`/customer-quote/{token}`), when they looked, who signed. */
  sharing: z.object({
    token: z.string().nullable(),
    viewedAt: timestamp.nullable(),
    acceptedByName: z.string().nullable(),
  }),
  context: z.object({
    orderLines: z.array(orderLineSchema),
    pricing: quotePricingSchema,
    deal: z.object({ id: z.string(), tuid: z.number().int(), name: z.string() }),
    workflow: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
    pendingUpdates: pendingUpdatesSchema,
    acceptedQuoteDocument: z.object({ id: z.number().int(), createdAt: timestamp }).nullable(),
  }),
});
export type Quote = z.infer<typeof quoteSchema>;

const quoteParams = z.object({ id: z.uuid() });

/** A drawn signature: a PNG data URL, at most about 300 kB. */
export const pngSignatureSchema = z.string().check(...pngSignatureChecks);

const decimalInput = z
  .string()
  .trim()
  .regex(/^-?\d+(\.\d{1,2})?$/, "DECIMAL_EXPECTED");

export const quoteAdjustmentInputSchema = z.discriminatedUnion("adjustmentType", [
  z.object({
    label: textSchema.trim().min(1).max(120),
    taxType: z.enum(quoteAdjustmentTaxTypes),
    adjustmentType: z.literal("AMOUNT"),
    amount: decimalInput,
  }),
  z.object({
    label: textSchema.trim().min(1).max(120),
    taxType: z.enum(quoteAdjustmentTaxTypes),
    adjustmentType: z.literal("PERCENT"),
    percent: z
      .string()
      .trim()
      .regex(/^-?\d{1,3}(\.\d{1,2})?$/, "DECIMAL_EXPECTED"),
  }),
]);

export const listDealQuotes = defineCall({
  method: "GET",
  path: "/deals/:id/quotes",
  summary: "A deal's quotes (archived ones only when asked)",
  params: quoteParams,
  query: z.object({ archived: z.enum(["true", "false"]).optional() }),
  response: z.array(quoteListItemSchema),
});

export const createQuote = defineCall({
  method: "POST",
  path: "/deals/:id/quotes",
  summary: "Start a Draft quote; its tax and deposit settings are copied from the dealer settings now",
  params: quoteParams,
  body: z.object({ description: textSchema.trim().max(500).default("") }),
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
    description: textSchema.trim().max(500),
    customerNotes: textSchema.trim().max(5000),
    adjustments: z.array(quoteAdjustmentInputSchema).max(20),
    sellTaxOverride: decimalInput.nullable(),
    depositAmountOverride: decimalInput.nullable(),
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
    signature: pngSignatureSchema.nullable().optional(),
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
    windowGroupName: textSchema.trim().max(120).nullable().optional(),
    choices: lineChoicesSchema.optional(),
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
const linePricePreviewSchema = orderLineSchema.pick({ pricing: true }).extend({
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
