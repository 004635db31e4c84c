// Purchase orders (spec 000 §3 "Purchase order") and their lines. A line is a copy of what was ordered
// (the product's names, the configuration in words, the choices, quantity and cost): made-to-order
// lines are one-off, so an order never points at catalogue rows that may change after it.
import type { LineChoices, PurchaseOrderConfiguration, PurchaseOrderCustomer } from "@portal/contract";
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { accounts } from "./accounts.ts";
import { deals } from "./deals.ts";
import { employees } from "./people.ts";
import { quotes } from "./quotes.ts";
import { searchColumns } from "./search.ts";
import { manufacturers, shippingMethods } from "./suppliers.ts";

export const purchaseOrders = pgTable(
  "purchase_orders",
  {
    id: uuid("id").primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id),
    /** "PO-87": per account. */
    tuid: integer("tuid").notNull(),
    /** Null for an order made on /orders/new (Purchasing works without the Deals module). */
    dealId: uuid("deal_id"),
    /** The accepted quote it was converted from, if any. */
    quoteId: uuid("quote_id"),
    manufacturerId: integer("manufacturer_id")
      .notNull()
      .references(() => manufacturers.id),
    status: text("status", { enum: ["OPEN", "SUBMITTED"] })
      .notNull()
      .default("OPEN"),
    /** The employee credited with the sale (spec `salesRep`). */
    salesRepEmployeeId: integer("sales_rep_employee_id").references(() => employees.id),
    isArchived: boolean("is_archived").notNull().default(false),
    sidemark: text("sidemark").notNull().default(""),
    notes: text("notes").notNull().default(""),
    /** Who the goods are for, copied from the deal's contact when converted (spec `customerDetails`). */
    customerDetails: jsonb("customer_details").$type<PurchaseOrderCustomer>(),
    requiredDate: date("required_date", { mode: "string" }),
    /**
     * How the goods travel (calculate shipping): one of the supplier's shipping methods, where to and the
     * instructions. Null takes the dealer's defaults when the order is submitted.
     */
    shippingMethodId: integer("shipping_method_id").references(() => shippingMethods.id),
    shippingAddress: text("shipping_address"),
    shippingInstructions: text("shipping_instructions"),
    /** Kept with every change of the lines, for lists and the dashboard. */
    totalCost: numeric("total_cost", { precision: 14, scale: 2 }).notNull().default("0"),
    totalQuantity: integer("total_quantity").notNull().default(0),
    isManufacturerPrivate: boolean("is_manufacturer_private").notNull().default(false),
    /** 1 for an original; a revision made from a submitted order counts on from its parent's. */
    revision: integer("revision").notNull().default(1),
    /** The order this one revises (spec `context.parentOrder`). */
    parentOrderId: uuid("parent_order_id"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    createdBy: integer("created_by").references(() => employees.id),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // "PO-87" is found as po87 (and 87, and its prefixes).
    ...searchColumns([`'po' || "tuid"::text`, `"tuid"::text`, `"sidemark"`, `"customer_details"->>'name'`]),
  },
  (table) => [
    foreignKey({
      name: "purchase_orders_deal_fk",
      columns: [table.accountId, table.dealId],
      foreignColumns: [deals.accountId, deals.id],
    }),
    foreignKey({
      name: "purchase_orders_quote_fk",
      columns: [table.accountId, table.quoteId],
      foreignColumns: [quotes.accountId, quotes.id],
    }),
    foreignKey({
      name: "purchase_orders_parent_fk",
      columns: [table.accountId, table.parentOrderId],
      foreignColumns: [table.accountId, table.id],
    }),
    unique("purchase_orders_account_id").on(table.accountId, table.id),
    // A revision keeps its parent's number (PO-87-R2), so the number is unique with the revision.
    uniqueIndex("purchase_orders_account_tuid").on(table.accountId, table.tuid, table.revision),
    index("purchase_orders_account_deal").on(table.accountId, table.dealId),
    // The list and the dashboard: an account's orders by date.
    index("purchase_orders_account_created").on(table.accountId, table.createdAt),
    // fastupdate off: why in search.ts.
    index("purchase_orders_account_search")
      .using("gin", table.accountId, table.searchVector)
      .with({ fastupdate: false }),
  ],
);

export const purchaseOrderLines = pgTable(
  "purchase_order_lines",
  {
    id: uuid("id").primaryKey(),
    accountId: uuid("account_id").notNull(),
    orderId: uuid("order_id").notNull(),
    /** The catalogue product it was made from, for reference only (the names below are the copy). */
    productId: uuid("product_id"),
    productName: text("product_name").notNull(),
    brandName: text("brand_name").notNull().default(""),
    categoryName: text("category_name").notNull().default(""),
    windowGroupName: text("window_group_name"),
    configuration: jsonb("configuration").$type<PurchaseOrderConfiguration>().notNull(),
    choices: jsonb("choices").$type<LineChoices>().notNull(),
    quantity: integer("quantity").notNull(),
    unitCost: numeric("unit_cost", { precision: 14, scale: 4 }).notNull(),
    cost: numeric("cost", { precision: 14, scale: 2 }).notNull(),
    notes: text("notes").notNull().default(""),
    sortOrder: integer("sort_order").notNull(),
  },
  (table) => [
    foreignKey({
      name: "purchase_order_lines_order_fk",
      columns: [table.accountId, table.orderId],
      foreignColumns: [purchaseOrders.accountId, purchaseOrders.id],
    }).onDelete("cascade"),
    index("purchase_order_lines_account_order").on(table.accountId, table.orderId, table.sortOrder),
  ],
);
