import { boolean, index, integer, pgTable, primaryKey, serial, text, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./accounts.ts";

/** A supplier, owned by a MANUFACTURER account. */
export const manufacturers = pgTable(
  "manufacturers",
  {
    id: serial("id").primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id),
    name: text("name").notNull(),
    email: text("email"),
    logo: text("logo"),
    timezone: text("timezone").notNull().default("UTC"),
    offlineOnly: boolean("offline_only").notNull().default(false),
  },
  (table) => [index("manufacturers_account").on(table.accountId, table.id)],
);

export const shippingMethods = pgTable(
  "shipping_methods",
  {
    id: serial("id").primaryKey(),
    /** The manufacturer account that offers it. */
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id),
    manufacturerId: integer("manufacturer_id")
      .notNull()
      .references(() => manufacturers.id),
    name: text("name").notNull(),
    address: text("address"),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (table) => [index("shipping_methods_account").on(table.accountId, table.manufacturerId)],
);

/** A dealer's link to a supplier, with the dealer's own settings for it. */
export const dealerManufacturers = pgTable(
  "dealer_manufacturers",
  {
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id),
    manufacturerId: integer("manufacturer_id")
      .notNull()
      .references(() => manufacturers.id),
    isInternal: boolean("is_internal").notNull().default(false),
    defaultShippingMethodId: integer("default_shipping_method_id").references(() => shippingMethods.id),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.manufacturerId] })],
);
