// Supplier bundles (issue 14): a supplier offers them to its dealers; a dealer's subscription keeps
// its template values, which pricing applies to the supplier's charges (DOMAIN.md "Pricing").
import type { BundleTemplateKey } from "@portal/domain";
import { sql } from "drizzle-orm";
import {
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { accounts } from "./accounts.ts";
import { employees } from "./people.ts";
import { manufacturers } from "./suppliers.ts";

/** One field a subscriber fills in: which charge it changes, and how. */
export type BundleTemplateField = {
  templateKey: BundleTemplateKey;
  label: string;
  operator: "FACTOR" | "CURRENCY";
  /** The supplier's suggestion, a decimal string; null when the dealer must choose. */
  defaultValue: string | null;
};

export const bundles = pgTable(
  "bundles",
  {
    id: serial("id").primaryKey(),
    /** The supplier's (MANUFACTURER) account that offers it. */
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id),
    manufacturerId: integer("manufacturer_id")
      .notNull()
      .references(() => manufacturers.id),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** Bundles sharing a key exclude each other: a dealer subscribes to one of them at most. */
    exclusivityKey: text("exclusivity_key"),
    sortOrder: integer("sort_order").notNull().default(0),
    templateFields: jsonb("template_fields")
      .$type<BundleTemplateField[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (table) => [index("bundles_manufacturer").on(table.manufacturerId, table.sortOrder)],
);

export const bundleSubscriptions = pgTable(
  "bundle_subscriptions",
  {
    /** The dealer's account. */
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id),
    bundleId: integer("bundle_id").notNull(),
    manufacturerId: integer("manufacturer_id")
      .notNull()
      .references(() => manufacturers.id),
    /** The bundle's exclusivity key, copied so the database refuses a second subscription in a group. */
    exclusivityKey: text("exclusivity_key"),
    /** templateKey → decimal string. */
    templateValues: jsonb("template_values")
      .$type<Partial<Record<BundleTemplateKey, string>>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    subscribedBy: integer("subscribed_by").references(() => employees.id),
    subscribedAt: timestamp("subscribed_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: "bundle_subscriptions_pk", columns: [table.accountId, table.bundleId] }),
    index("bundle_subscriptions_manufacturer").on(table.accountId, table.manufacturerId),
    uniqueIndex("bundle_subscriptions_exclusive")
      .on(table.accountId, table.exclusivityKey)
      .where(sql`${table.exclusivityKey} is not null`),
    foreignKey({
      name: "bundle_subscriptions_bundle_fk",
      columns: [table.bundleId],
      foreignColumns: [bundles.id],
    }).onDelete("cascade"),
  ],
);
