// Purchase orders (spec 000 §3 "Purchase order", §4 "Quote conversion"; issue 12): orders to suppliers,
// made from an accepted quote or from scratch. Lines are copies of what was ordered.
import { coreSupplierOrderStatuses, purchaseOrderStatuses } from "@portal/domain";
import * as z from "zod/mini";
import { defineCall } from "./call.ts";
import {
  lineChoicesSchema,
  lineConfigurationSchema,
  lineErrorSchema,
  priceStepSchema,
  unitPriceSchema,
} from "./quotes.ts";
import {
  int4Schema,
  intIdParamSchema,
  intIdSchema,
  moneySchema,
  optionalEmail,
  optionalText,
  textSchema,
} from "./shared.ts";

const timestamp = z.iso.datetime({ offset: true });

/** Who the goods are for (spec `customerDetails`), copied from the deal's contact. */
export const purchaseOrderCustomerSchema = z.object({
  name: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  address: z.nullable(z.string()),
});
export type PurchaseOrderCustomer = z.infer<typeof purchaseOrderCustomerSchema>;
export type PurchaseOrderConfiguration = z.infer<typeof lineConfigurationSchema>;

export const purchaseOrderLineSchema = z.object({
  id: z.string(),
  /** The catalogue product it was made from (for reference: the order keeps its own copy). */
  productId: z.nullable(z.string()),
  product: z.object({ name: z.string(), brandName: z.string(), categoryName: z.string() }),
  windowGroupName: z.nullable(z.string()),
  configuration: lineConfigurationSchema,
  choices: lineChoicesSchema,
  quantity: z.number().check(z.int()),
  unitCostPrice: unitPriceSchema,
  costPrice: moneySchema,
  notes: z.string(),
});
export type PurchaseOrderLine = z.infer<typeof purchaseOrderLineSchema>;

const orderRef = z.object({ id: z.string(), number: z.string() });

export const purchaseOrderListItemSchema = z.object({
  id: z.string(),
  tuid: z.number().check(z.int()),
  /** "PO-87", or "PO-87-R2" for a revision. */
  number: z.string(),
  revision: z.number().check(z.int()),
  manufacturerId: z.number().check(z.int()),
  sidemark: z.string(),
  status: z.enum(purchaseOrderStatuses),
  isArchived: z.boolean(),
  isReadOnly: z.boolean(),
  isManufacturerPrivate: z.boolean(),
  totalCost: moneySchema,
  totalQuantity: z.number().check(z.int()),
  requiredDate: z.nullable(z.iso.date()),
  /** The deal it was converted for (with its workflow's slug, for a link to it). */
  deal: z.nullable(
    z.object({ id: z.string(), tuid: z.number().check(z.int()), name: z.string(), workflowSlug: z.string() }),
  ),
  createdAt: timestamp,
});
export type PurchaseOrderListItem = z.infer<typeof purchaseOrderListItemSchema>;

export const purchaseOrderSchema = z.extend(purchaseOrderListItemSchema, {
  externalId: z.nullable(z.string()),
  isPurchase: z.literal(true),
  isQuote: z.literal(false),
  quoteId: z.nullable(z.string()),
  /** Its supplier: an offline one is tracked by hand ('Mark as Submitted', reopen). */
  supplier: z.object({ id: z.number().check(z.int()), name: z.string(), isOffline: z.boolean() }),
  salesRep: z.nullable(z.object({ id: z.number().check(z.int()), name: z.string() })),
  customerDetails: z.nullable(purchaseOrderCustomerSchema),
  notes: z.string(),
  /**
   * How the goods travel (calculate shipping): one of the supplier's shipping methods, where to and
   * the instructions. Null fields fall back, when the order is submitted, to the dealer's defaults
   * (Settings → Orders, and the supplier's default shipping method in Settings → Suppliers).
   */
  shipping: z.object({
    method: z.nullable(z.object({ id: z.number().check(z.int()), name: z.string() })),
    address: z.nullable(z.string()),
    instructions: z.nullable(z.string()),
  }),
  submittedAt: z.nullable(timestamp),
  version: z.number().check(z.int()),
  context: z.object({
    /** The order this one revises, and the newest revision of the order (itself when it is the newest). */
    parentOrder: z.nullable(orderRef),
    latestRevision: orderRef,
    /** What the supplier received, once the order was submitted. */
    supplierOrder: z.nullable(
      z.object({
        id: z.string(),
        isOffline: z.boolean(),
        coreStatus: z.enum(coreSupplierOrderStatuses),
        statusName: z.string(),
      }),
    ),
    orderLines: z.array(purchaseOrderLineSchema),
  }),
});
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>;

/** At most this many orders in one answer (the dashboard asks for up to this many, spec 000 §2). */
export const purchaseOrderListMax = 10_000;

export const purchaseOrderListQuerySchema = z.object({
  status: z.optional(z.enum(purchaseOrderStatuses)),
  /** Created on or after this day, and on or before `to` (yyyy-MM-dd, the account's calendar). */
  from: z.optional(z.iso.date()),
  to: z.optional(z.iso.date()),
  manufacturerId: z.optional(intIdParamSchema),
  /** One deal's orders (its Quotes tab lists them). */
  dealId: z.optional(z.uuid()),
  /** The orders converted from one quote (the convert dialog warns of them). */
  quoteId: z.optional(z.uuid()),
  /** Finds orders by number ("87", "PO-87"), sidemark or customer name. */
  search: z.optional(textSchema.check(z.trim(), z.maxLength(200))),
  archived: z.optional(z.enum(["true", "false"])),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(purchaseOrderListMax)), 100),
});
export type PurchaseOrderListQuery = z.input<typeof purchaseOrderListQuerySchema>;
export type PurchaseOrderFilters = z.output<typeof purchaseOrderListQuerySchema>;

export const listPurchaseOrders = defineCall({
  method: "GET",
  path: "/purchase-orders",
  summary: "The account's purchase orders, newest first, filtered (archived ones only when asked for)",
  query: purchaseOrderListQuerySchema,
  response: z.array(purchaseOrderListItemSchema),
});

export const getPurchaseOrder = defineCall({
  method: "GET",
  path: "/purchase-orders/:id",
  summary: "A purchase order with its lines",
  params: z.object({ id: z.uuid() }),
  response: purchaseOrderSchema,
});

export const convertQuote = defineCall({
  method: "POST",
  path: "/quotes/:id/convert",
  summary:
    "Convert an accepted quote to purchase orders: one OPEN order per supplier of its lines, or only the named supplier's; with submit, those to online suppliers are submitted in the same transaction",
  params: z.object({ id: z.uuid() }),
  body: z.object({
    manufacturerId: z._default(z.nullable(intIdSchema), null),
    /** 'Submit as online order': each order to an online supplier is submitted at once (offline ones stay OPEN). */
    submit: z._default(z.boolean(), false),
  }),
  response: z.array(purchaseOrderListItemSchema),
});

export const getPurchaseOrderPdf = defineCall({
  method: "GET",
  path: "/purchase-orders/:id/pdf",
  summary: "The purchase order as a PDF (what the supplier receives)",
  params: z.object({ id: z.uuid() }),
  produces: "application/pdf",
  response: z.unknown(),
});

/** Who the goods are for, as a form sends it: blanks are nulls; no name and nothing else clears it. */
export const purchaseOrderCustomerInputSchema = z.object({
  name: textSchema.check(z.trim(), z.maxLength(200)),
  email: optionalEmail,
  phone: optionalText(40),
  address: optionalText(500),
});

export const purchaseOrderDetailsSchema = z.object({
  version: int4Schema,
  sidemark: textSchema.check(z.trim(), z.maxLength(200)),
  salesRepId: z.nullable(intIdSchema),
  customerDetails: purchaseOrderCustomerInputSchema,
  notes: textSchema.check(z.trim(), z.maxLength(5000)),
  requiredDate: z.nullable(z.iso.date()),
  /** Only for those who may mark orders private (orders.private); left out, it stays as it is. */
  isManufacturerPrivate: z.optional(z.boolean()),
});
export type PurchaseOrderDetailsInput = z.input<typeof purchaseOrderDetailsSchema>;

/** A new order with no deal behind it (/orders/new): its supplier and its details. */
export const purchaseOrderCreateSchema = z.extend(z.omit(purchaseOrderDetailsSchema, { version: true }), {
  manufacturerId: intIdSchema,
});
export type PurchaseOrderCreateInput = z.input<typeof purchaseOrderCreateSchema>;

export const createPurchaseOrder = defineCall({
  method: "POST",
  path: "/purchase-orders",
  summary:
    "Make an OPEN order to one of the account's suppliers with no deal or quote behind it (/orders/new); products are added to it afterwards",
  body: purchaseOrderCreateSchema,
  response: purchaseOrderSchema,
});

const orderParams = z.object({ id: z.uuid() });

export const updatePurchaseOrder = defineCall({
  method: "PUT",
  path: "/purchase-orders/:id",
  summary:
    "Edit an order's details: in place while OPEN; a SUBMITTED order's newest revision is copied into a new OPEN revision (PO-87-R2) that takes the edit, and that revision is answered",
  params: orderParams,
  body: purchaseOrderDetailsSchema,
  response: purchaseOrderSchema,
});

const lineParams = z.object({ id: z.uuid(), lineId: z.uuid() });

export const updatePurchaseOrderLine = defineCall({
  method: "PUT",
  path: "/purchase-orders/:id/order-lines/:lineId",
  summary: "Change an OPEN order's line: its quantity (the cost follows its unit cost) and notes",
  params: lineParams,
  body: z.object({
    quantity: z.number().check(z.int(), z.minimum(1), z.maximum(999)),
    notes: textSchema.check(z.trim(), z.maxLength(2000)),
  }),
  response: purchaseOrderSchema,
});

export const deletePurchaseOrderLine = defineCall({
  method: "DELETE",
  path: "/purchase-orders/:id/order-lines/:lineId",
  summary: "Remove a line from an OPEN order",
  params: lineParams,
  response: purchaseOrderSchema,
});

const orderAction = (verb: string, summary: string) =>
  defineCall({
    method: "POST",
    path: `/purchase-orders/:id/${verb}`,
    summary,
    params: orderParams,
    response: purchaseOrderSchema,
  });

export const clonePurchaseOrder = orderAction(
  "clone",
  "Copy an OPEN order (details and lines) into a new OPEN order with a number of its own",
);
export const archivePurchaseOrder = orderAction("archive", "Archive an order (it becomes read-only)");
export const unarchivePurchaseOrder = orderAction("unarchive", "Bring an archived order back");
export const submitPurchaseOrder = defineCall({
  method: "POST",
  path: "/purchase-orders/:id/submit",
  summary:
    "Submit an OPEN order that has lines: SUBMITTED and locked. For an offline supplier this is 'Mark as Submitted'",
  params: orderParams,
  body: z.object({ version: int4Schema }),
  response: purchaseOrderSchema,
});
export const reopenPurchaseOrder = orderAction(
  "reopen",
  "Set a SUBMITTED order to an offline (manual) supplier OPEN again; an online supplier's order is revised instead",
);

export const addPurchaseOrderLine = defineCall({
  method: "POST",
  path: "/purchase-orders/:id/order-lines",
  summary:
    "Add a product of the order's supplier to an OPEN order, configured: priced at cost now and kept as a copy; a configuration with errors is refused",
  params: z.object({ id: z.uuid() }),
  body: z.object({ productId: z.uuid(), choices: lineChoicesSchema }),
  response: purchaseOrderSchema,
});

/** What a line would cost with these choices, at the supplier's cost today (nothing is saved). */
export const purchaseOrderLinePriceSchema = z.object({
  unitCostPrice: unitPriceSchema,
  costPrice: moneySchema,
  errors: z.array(lineErrorSchema),
  /** How the cost was made (the pricing engine's cost steps; the dealer's sell steps are left out). */
  explanation: z.array(priceStepSchema),
});
export type PurchaseOrderLinePrice = z.infer<typeof purchaseOrderLinePriceSchema>;

export const previewPurchaseOrderLine = defineCall({
  method: "POST",
  path: "/purchase-orders/:id/order-lines/price",
  summary:
    "Cost a product of the order's supplier with these choices without saving anything (the configurator's live cost)",
  params: z.object({ id: z.uuid() }),
  body: z.object({ productId: z.uuid(), choices: lineChoicesSchema }),
  response: purchaseOrderLinePriceSchema,
});

export const configurePurchaseOrderLine = defineCall({
  method: "PUT",
  path: "/purchase-orders/:id/order-lines/:lineId/configuration",
  summary:
    "Change an OPEN order's line's options (the product options frame): re-costed from its catalogue product at today's cost; a configuration with errors is refused",
  params: lineParams,
  body: z.object({ choices: lineChoicesSchema }),
  response: purchaseOrderSchema,
});

export const calculatePurchaseOrderShipping = defineCall({
  method: "POST",
  path: "/purchase-orders/:id/calculate-shipping",
  summary:
    "Set how an OPEN order travels: one of its supplier's shipping methods (or none), the delivery address and shipping instructions",
  params: orderParams,
  body: z.object({
    version: int4Schema,
    shippingMethodId: z.nullable(intIdSchema),
    address: optionalText(500),
    instructions: optionalText(2000),
  }),
  response: purchaseOrderSchema,
});
