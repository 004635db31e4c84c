// Supplier (manufacturer) orders (spec 000 §3 "Manufacturer order", "History entry"): what a supplier
// received when a purchase order was submitted, its tracking, and every change to it. An online
// supplier reaches its order through a secret link (only the link's hash is kept) or, from its own
// system, with an API token the dealer issued for that supplier (hashed too, revocable).
import { coreSupplierOrderStatuses } from "@portal/domain";
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { accounts } from "./accounts.ts";
import { employees } from "./people.ts";
import { purchaseOrders } from "./purchase-orders.ts";
import { manufacturers, shippingMethods } from "./suppliers.ts";

/** The account's own status names for orders tracked by hand (Settings → Orders). */
export const offlineOrderStatuses = pgTable(
  "offline_order_statuses",
  {
    id: uuid("id").primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id),
    name: text("name").notNull(),
    sortOrder: integer("sort_order").notNull(),
    isArchived: boolean("is_archived").notNull().default(false),
  },
  (table) => [
    unique("offline_order_statuses_account_id").on(table.accountId, table.id),
    index("offline_order_statuses_account").on(table.accountId, table.sortOrder),
  ],
);

export const supplierOrders = pgTable(
  "supplier_orders",
  {
    id: uuid("id").primaryKey(),
    /** The dealer's account (the purchase order's). */
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id),
    purchaseOrderId: uuid("purchase_order_id").notNull(),
    manufacturerId: integer("manufacturer_id")
      .notNull()
      .references(() => manufacturers.id),
    isOffline: boolean("is_offline").notNull(),
    coreStatus: text("core_status", { enum: coreSupplierOrderStatuses }).notNull().default("UNSTARTED"),
    /** An offline order's status, one of the account's names. */
    offlineStatusId: uuid("offline_status_id"),
    /** The supplier's own reference: set when it acknowledges the order. */
    reference: text("reference"),
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
    freight: numeric("freight", { precision: 14, scale: 2 }),
    eta: date("eta", { mode: "string" }),
    shippingInstructions: text("shipping_instructions").notNull().default(""),
    trackingInformation: text("tracking_information").notNull().default(""),
    /** The dealer's notes (an offline order's). */
    notes: text("notes").notNull().default(""),
    requiredDate: date("required_date", { mode: "string" }),
    shippingAddress: text("shipping_address").notNull().default(""),
    shippingMethodId: integer("shipping_method_id").references(() => shippingMethods.id),
    /** sha256 of the secret link's token, for an online supplier's page; null for an offline order. */
    linkHash: text("link_hash"),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    foreignKey({
      name: "supplier_orders_purchase_order_fk",
      columns: [table.accountId, table.purchaseOrderId],
      foreignColumns: [purchaseOrders.accountId, purchaseOrders.id],
    }),
    foreignKey({
      name: "supplier_orders_offline_status_fk",
      columns: [table.accountId, table.offlineStatusId],
      foreignColumns: [offlineOrderStatuses.accountId, offlineOrderStatuses.id],
    }),
    unique("supplier_orders_account_id").on(table.accountId, table.id),
    // One supplier order per purchase order (an order goes to one supplier; a revision has its own).
    uniqueIndex("supplier_orders_purchase_order").on(table.accountId, table.purchaseOrderId),
    uniqueIndex("supplier_orders_link").on(table.linkHash),
    // The supplier's API: its orders, newest first.
    index("supplier_orders_manufacturer").on(table.accountId, table.manufacturerId, table.createdAt),
  ],
);

export const supplierOrderHistory = pgTable(
  "supplier_order_history",
  {
    id: uuid("id").primaryKey(),
    accountId: uuid("account_id").notNull(),
    supplierOrderId: uuid("supplier_order_id").notNull(),
    field: text("field").notNull(),
    old: text("old"),
    new: text("new"),
    /** The dealer's employee who changed it, or null when the supplier did. */
    employeeId: integer("employee_id").references(() => employees.id),
    /** Who, as the history shows it: the employee's name, or the supplier's (page or API token). */
    actorName: text("actor_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    foreignKey({
      name: "supplier_order_history_order_fk",
      columns: [table.accountId, table.supplierOrderId],
      foreignColumns: [supplierOrders.accountId, supplierOrders.id],
    }).onDelete("cascade"),
    index("supplier_order_history_order").on(table.accountId, table.supplierOrderId, table.createdAt),
  ],
);

/** A token a dealer issued so one supplier's own system can read and update that supplier's orders. */
export const supplierApiTokens = pgTable(
  "supplier_api_tokens",
  {
    id: uuid("id").primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id),
    manufacturerId: integer("manufacturer_id")
      .notNull()
      .references(() => manufacturers.id),
    name: text("name").notNull(),
    /** sha256 of the token; the token itself is shown once, when issued. */
    tokenHash: text("token_hash").notNull(),
    createdBy: integer("created_by").references(() => employees.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("supplier_api_tokens_hash").on(table.tokenHash),
    index("supplier_api_tokens_account").on(table.accountId, table.manufacturerId),
  ],
);
