// Purchase orders (spec 000 §3 "Purchase order"): only what the board's sales-rep filter needs so far;
// lines, supplier orders, revisions and the rest of the spec's fields come with the purchase-orders issue.
import {
  boolean,
  foreignKey,
  index,
  integer,
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
import { manufacturers } from "./suppliers.ts";

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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
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
    unique("purchase_orders_account_id").on(table.accountId, table.id),
    uniqueIndex("purchase_orders_account_tuid").on(table.accountId, table.tuid),
    index("purchase_orders_account_deal").on(table.accountId, table.dealId),
  ],
);
