import * as z from "zod/mini";
import { defineCall } from "./call.ts";

// Legacy orders from the external CRM (spec 000 §3), read-only, with the BURNS_LEGACY_ORDERS module.
// They come in through `npm run import:legacy-orders` (docs/legacy-orders-import.md); a record keeps the
// CRM's own field names, so what was imported is what is stored and shown.

/** A CRM text: blank (or missing) is null. */
const crmText = z.pipe(
  z.nullish(z.union([z.string(), z.number()])),
  z.transform((value) => {
    const text = value === null || value === undefined ? "" : String(value).trim();
    return text === "" ? null : text;
  }),
);

/** Up to 12 digits before the point and 4 after: it fits numeric(14,2) once rounded to the cent. */
const decimalPattern = /^-?\d{1,12}(?:\.\d{1,4})?$/;

/**
 * A CRM figure, as a decimal string ("1234.50"); the export may write it as a JSON number or a text with
 * "$" and thousands separators. Money is never kept as a float.
 */
const crmDecimal = z.pipe(
  z.nullish(z.union([z.string(), z.number()])),
  z.transform((value, context) => {
    const text =
      value === null || value === undefined
        ? ""
        : String(value)
            .trim()
            .replace(/[$,\s]/g, "");
    if (text === "") return null;
    if (!decimalPattern.test(text)) {
      context.issues.push({ code: "custom", message: "DECIMAL_EXPECTED", input: value });
      return z.NEVER;
    }
    return text;
  }),
);

/** A CRM date: YYYY-MM-DD, or YYYY-MM-DDThh:mm… (the time is dropped); blank is null. */
const crmDate = z.pipe(
  z.nullish(z.string()),
  z.transform((value, context) => {
    const text = value?.trim() ?? "";
    if (text === "") return null;
    const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(text);
    const day = match ? `${match[1]}-${match[2]}-${match[3]}` : "";
    const valid =
      match !== null &&
      !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) &&
      new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);
    if (!valid) {
      context.issues.push({ code: "custom", message: "INVALID_FORMAT", input: value });
      return z.NEVER;
    }
    return day;
  }),
);

export const legacyOrderedItemSchema = z.object({
  Product_Name: crmText,
  Description: crmText,
  Quantity: crmDecimal,
  List_Price: crmDecimal,
  Discount: crmDecimal,
  Net_Total: crmDecimal,
  Total_After_Discount: crmDecimal,
  Tax: crmDecimal,
  Total: crmDecimal,
});
export type LegacyOrderedItem = z.output<typeof legacyOrderedItemSchema>;

/** Fields of an order in the CRM's export, as the import reads them and the database keeps them. */
export const legacyOrderRecordSchema = z.object({
  Order_Num: z.pipe(
    z.pipe(
      z.union([z.string(), z.number()]),
      z.transform((value) => String(value).trim()),
    ),
    z.string().check(z.minLength(1), z.maxLength(100)),
  ),
  /** Whom the order was for: matched to a contact by email first, then by name. */
  Contact_Email: crmText,
  Contact_Name: crmText,
  Subject: crmText,
  Description: crmText,
  Status: crmText,
  Owner: crmText,
  Supplier: crmText,
  Reps: crmText,
  Billing_Street: crmText,
  Billing_City: crmText,
  Billing_State: crmText,
  Billing_Code: crmText,
  Billing_Country: crmText,
  Shipping_Street: crmText,
  Shipping_City: crmText,
  Shipping_State: crmText,
  Shipping_Code: crmText,
  Shipping_Country: crmText,
  Confirm_Date: crmDate,
  CBF_Date: crmDate,
  Notification_Date: crmDate,
  Install_Date: crmDate,
  Install_Cost: crmDecimal,
  GP: crmDecimal,
  GP_Percentage: crmDecimal,
  GST: crmDecimal,
  Ex_GST: crmDecimal,
  Net_Charged: crmDecimal,
  Total_Due: crmDecimal,
  List_Total: crmDecimal,
  Manufacture_Cost: crmDecimal,
  Sales_Commission: crmDecimal,
  Ordered_Items: z._default(z.array(legacyOrderedItemSchema).check(z.maxLength(500)), []),
});
export type LegacyOrderRecord = z.output<typeof legacyOrderRecordSchema>;

/** A whole export: an array of orders, or `{ "data": [...] }` as the CRM's API answers. */
export const legacyOrdersFileSchema = z
  .pipe(
    z.union([
      z.array(z.unknown()),
      z.pipe(
        z.object({ data: z.array(z.unknown()) }),
        z.transform((file) => file.data),
      ),
    ]),
    z.array(legacyOrderRecordSchema).check(z.maxLength(20_000)),
  )
  .check(
    z.superRefine((orders, context) => {
      const seen = new Set<string>();
      orders.forEach((order, index) => {
        if (seen.has(order.Order_Num))
          context.addIssue({ code: "custom", path: [index, "Order_Num"], message: "KEY_TAKEN" });
        seen.add(order.Order_Num);
      });
    }),
  );

export const legacyOrderListItemSchema = z.object({
  id: z.string(),
  orderNum: z.string(),
  subject: z.nullable(z.string()),
  status: z.nullable(z.string()),
  installDate: z.nullable(z.string()),
  /** Decimal string ("1234.50"). */
  totalDue: z.nullable(z.string()),
});
export type LegacyOrderListItem = z.infer<typeof legacyOrderListItemSchema>;

const text = z.nullable(z.string());
const money = z.nullable(z.string());
const address = z.object({ street: text, city: text, state: text, code: text, country: text });

export const legacyOrderSchema = z.object({
  id: z.string(),
  contactId: z.nullable(z.string()),
  orderNum: z.string(),
  subject: text,
  description: text,
  status: text,
  owner: text,
  supplier: text,
  reps: text,
  billingAddress: address,
  shippingAddress: address,
  dates: z.object({ confirm: text, cbf: text, notification: text, install: text }),
  figures: z.object({
    installCost: money,
    gp: money,
    /** A percentage, as a decimal string ("32.5"). */
    gpPercentage: money,
    gst: money,
    exGst: money,
    netCharged: money,
    totalDue: money,
    listTotal: money,
    manufactureCost: money,
    salesCommission: money,
  }),
  orderedItems: z.array(
    z.object({
      productName: text,
      description: text,
      quantity: text,
      listPrice: money,
      discount: money,
      netTotal: money,
      totalAfterDiscount: money,
      tax: money,
      total: money,
    }),
  ),
  importedAt: z.string(),
});
export type LegacyOrder = z.infer<typeof legacyOrderSchema>;

export const listContactLegacyOrders = defineCall({
  method: "GET",
  path: "/contacts/:id/legacy-orders",
  summary: "A contact's orders from the external CRM, newest first (module BURNS_LEGACY_ORDERS)",
  params: z.object({ id: z.uuid() }),
  response: z.array(legacyOrderListItemSchema),
});

export const getLegacyOrder = defineCall({
  method: "GET",
  path: "/legacy-orders/:id",
  summary: "One order from the external CRM, read-only (module BURNS_LEGACY_ORDERS)",
  params: z.object({ id: z.uuid() }),
  response: legacyOrderSchema,
});
