import { sql } from "drizzle-orm";
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { accounts } from "./accounts.ts";
import { deals } from "./deals.ts";
import { employees } from "./people.ts";
import { manufacturers } from "./suppliers.ts";

/**
 * The product document categories (spec 000 §3 "Document category"): one list for every account, as a
 * supplier's documents and a dealer's own are filed under the same words (a price list is a price list
 * for whoever reads it) and the portal has no screen to edit them. Migration 0012 writes the list, so
 * every database has it, not only the demo; `is_active` retires a category without touching the
 * documents filed under it.
 */
export const productDocumentCategories = pgTable(
  "product_document_categories",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    category: text("category").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (table) => [unique("product_document_categories_category").on(table.category)],
);

/**
 * Stored files. ATTACHMENT = uploaded by staff to a deal; DEAL = made by the portal (read-only); LOGO =
 * the company logo the PDFs show (no deal); DOCUMENT = the account's own, on the Documents page. A
 * DOCUMENT with `manufacturer_id` belongs to that supplier's account and is shared with every dealer
 * linked to the supplier (dealer_manufacturers): price lists, fitting guides. Integer ids, as the spec's
 * document calls use numbers. deal_id is null for every kind but ATTACHMENT and DEAL.
 */
export const documents = pgTable(
  "documents",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id),
    dealId: uuid("deal_id"),
    kind: text("kind", { enum: ["ATTACHMENT", "DEAL", "LOGO", "DOCUMENT"] }).notNull(),
    /** The supplier sharing this DOCUMENT with its dealers; null for every other document. */
    manufacturerId: integer("manufacturer_id").references(() => manufacturers.id),
    categoryId: integer("category_id").references(() => productDocumentCategories.id),
    name: text("name").notNull(),
    /** The file's name as it was uploaded (null for files the portal made, and before migration 0012). */
    fileName: text("file_name"),
    mimeType: text("mime_type").notNull(),
    size: integer("size").notNull(),
    /** Where the files adapter keeps the bytes; ends with the file's extension. */
    storageKey: text("storage_key").notNull(),
    /** The upload's `directUpload` flag (spec 001 §7): 1 when a person picked the file on the page. */
    directUpload: boolean("direct_upload").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer("created_by").references(() => employees.id, { onDelete: "set null" }),
  },
  (table) => [
    foreignKey({
      name: "documents_deal_fk",
      columns: [table.accountId, table.dealId],
      foreignColumns: [deals.accountId, deals.id],
    }),
    unique("documents_account_id").on(table.accountId, table.id),
    index("documents_deal").on(table.accountId, table.dealId, table.createdAt),
    index("documents_kind").on(table.accountId, table.kind, table.createdAt),
    index("documents_manufacturer")
      .on(table.manufacturerId, table.createdAt)
      .where(sql`${table.manufacturerId} is not null`),
  ],
);
