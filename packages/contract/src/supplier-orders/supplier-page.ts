// The supplier's page (issue 12 "Supplier orders"): an online supplier reads and updates its order on
// a secret link, no sign-in; and the supplier order every other supplier call answers.
import { amountPattern, coreSupplierOrderStatuses } from "@portal/domain";
import * as z from "zod/mini";
import { defineCall } from "../call.ts";
import { lineConfigurationSchema } from "../line-configuration.ts";
import { moneySchema, optionalText, textSchema } from "../text.ts";

const timestamp = z.iso.datetime({ offset: true });

export const supplierOrderLineSchema = z.object({
  id: z.string(),
  /** The supplier's own line reference (none yet: suppliers do not send theirs). */
  externalOrderLineId: z.nullable(z.string()),
  manufacturerOrderId: z.string(),
  productName: z.string(),
  windowGroupName: z.nullable(z.string()),
  configuration: lineConfigurationSchema,
  notes: z.string(),
  quantity: z.int(),
  /** What the supplier charges the dealer for the line (the order's cost). */
  sellPrice: moneySchema,
});

export const supplierOrderSchema = z.object({
  id: z.string(),
  manufacturerId: z.int(),
  reference: z.nullable(z.string()),
  freight: z.nullable(moneySchema),
  eta: z.nullable(z.iso.date()),
  shippingInstructions: z.string(),
  trackingInformation: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
  acknowledgedAt: z.nullable(timestamp),
  /** An offline order's status (one of the account's names), null for an online one. */
  orderStatusId: z.nullable(z.string()),
  /** The purchase order's notes for the supplier. */
  customerNotes: z.string(),
  /** The dealer's own notes on an offline order. */
  notes: z.string(),
  isOffline: z.boolean(),
  version: z.int(),
  context: z.object({
    orderStatus: z.object({
      id: z.nullable(z.string()),
      name: z.string(),
      coreStatus: z.enum(coreSupplierOrderStatuses),
    }),
    requiredDate: z.nullable(z.iso.date()),
    shippingAddress: z.string(),
    shippingMethod: z.nullable(z.object({ id: z.int(), name: z.string() })),
    purchaseOrder: z.object({ id: z.string(), number: z.string(), sidemark: z.string() }),
    supplier: z.object({ id: z.int(), name: z.string() }),
    orderLines: z.array(supplierOrderLineSchema),
  }),
});
export type SupplierOrder = z.infer<typeof supplierOrderSchema>;

/** A day a form may leave empty. */
export const optionalDay = z.nullable(z.iso.date());

/** An amount of money as a form sends it: not negative, at most two places ("120", "120.5", "120.50"). */
const amountInput = textSchema.check(z.trim(), z.regex(amountPattern, "DECIMAL_EXPECTED"));

/** What an online supplier sets on its order, on its page or from its system. */
export const supplierUpdateSchema = z.object({
  coreStatus: z.enum(coreSupplierOrderStatuses),
  reference: optionalText(120),
  eta: optionalDay,
  trackingInformation: textSchema.check(z.trim(), z.maxLength(2000)),
  freight: z.nullable(amountInput),
  shippingInstructions: textSchema.check(z.trim(), z.maxLength(2000)),
});
export type SupplierUpdateInput = z.input<typeof supplierUpdateSchema>;

/** The supplier's page: its order and who it is from. */
export const supplierPageSchema = z.object({
  dealer: z.object({ name: z.string() }),
  order: supplierOrderSchema,
  /** The purchase order's details the supplier works from. */
  purchaseOrder: z.object({
    number: z.string(),
    sidemark: z.string(),
    notes: z.string(),
    requiredDate: z.nullable(z.iso.date()),
    submittedAt: z.nullable(timestamp),
    totalCost: moneySchema,
    totalQuantity: z.int(),
  }),
  /** A newer revision was submitted: this one is history, read-only. */
  isSuperseded: z.boolean(),
});
export type SupplierPage = z.infer<typeof supplierPageSchema>;

const linkParams = z.object({ token: textSchema.check(z.minLength(20), z.maxLength(100)) });

export const getSupplierPage = defineCall({
  method: "GET",
  path: "/public/supplier-order/:token",
  summary: "The supplier's page of one order (the token is the secret link emailed to the supplier)",
  params: linkParams,
  response: supplierPageSchema,
  public: true,
});

export const updateSupplierPage = defineCall({
  method: "PUT",
  path: "/public/supplier-order/:token",
  summary: "The supplier acknowledges the order (its reference) and sets status, ETA, tracking, freight",
  params: linkParams,
  body: supplierUpdateSchema,
  response: supplierPageSchema,
  public: true,
});

export const getSupplierPagePdf = defineCall({
  method: "GET",
  path: "/public/supplier-order/:token/pdf",
  summary: "The purchase order's PDF, for the supplier",
  params: linkParams,
  produces: "application/pdf",
  response: z.unknown(),
  public: true,
});
