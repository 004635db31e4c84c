// Suppliers' catalogues (DOMAIN.md "Catalogue"). Rows belong to the supplier's (MANUFACTURER)
// account; dealers read them through their link to the supplier (dealer_manufacturers). Rows that
// leave the catalogue are marked removed, never deleted: quotes keep pointing at them.
import type { CatalogueImportSummary } from "@portal/contract";
import type { ChargeVersions, ProductDefinition } from "@portal/domain";
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { accounts } from "./accounts.ts";
import { employees } from "./people.ts";
import { manufacturers } from "./suppliers.ts";

export const catalogueBrands = pgTable(
  "catalogue_brands",
  {
    id: uuid("id").primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id),
    manufacturerId: integer("manufacturer_id")
      .notNull()
      .references(() => manufacturers.id),
    key: text("key").notNull(),
    name: text("name").notNull(),
    sortOrder: integer("sort_order").notNull(),
    removedAt: timestamp("removed_at", { withTimezone: true }),
  },
  (table) => [
    unique("catalogue_brands_key").on(table.manufacturerId, table.key),
    index("catalogue_brands_account").on(table.accountId, table.manufacturerId),
  ],
);

export const catalogueCategories = pgTable(
  "catalogue_categories",
  {
    id: uuid("id").primaryKey(),
    accountId: uuid("account_id").notNull(),
    manufacturerId: integer("manufacturer_id").notNull(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => catalogueBrands.id),
    key: text("key").notNull(),
    name: text("name").notNull(),
    sortOrder: integer("sort_order").notNull(),
    removedAt: timestamp("removed_at", { withTimezone: true }),
  },
  (table) => [
    unique("catalogue_categories_key").on(table.brandId, table.key),
    index("catalogue_categories_account").on(table.accountId, table.manufacturerId),
  ],
);

export const catalogueSubCategories = pgTable(
  "catalogue_sub_categories",
  {
    id: uuid("id").primaryKey(),
    accountId: uuid("account_id").notNull(),
    manufacturerId: integer("manufacturer_id").notNull(),
    brandId: uuid("brand_id").notNull(),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => catalogueCategories.id),
    key: text("key").notNull(),
    name: text("name").notNull(),
    imageUrl: text("image_url"),
    sortOrder: integer("sort_order").notNull(),
    removedAt: timestamp("removed_at", { withTimezone: true }),
  },
  (table) => [
    unique("catalogue_sub_categories_key").on(table.categoryId, table.key),
    index("catalogue_sub_categories_account").on(table.accountId, table.manufacturerId),
  ],
);

export const catalogueProducts = pgTable(
  "catalogue_products",
  {
    id: uuid("id").primaryKey(),
    accountId: uuid("account_id").notNull(),
    manufacturerId: integer("manufacturer_id")
      .notNull()
      .references(() => manufacturers.id),
    key: text("key").notNull(),
    type: text("type", { enum: ["MASTER", "PRODUCT"] }).notNull(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => catalogueBrands.id),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => catalogueCategories.id),
    subCategoryId: uuid("sub_category_id").references(() => catalogueSubCategories.id),
    masterProductId: uuid("master_product_id"),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    imageUrl: text("image_url"),
    informationPdfs: jsonb("information_pdfs").$type<{ name: string; url: string }[]>().notNull(),
    hasWidth: boolean("has_width").notNull(),
    hasHeight: boolean("has_height").notNull(),
    hasQuantity: boolean("has_quantity").notNull(),
    /** Grid, option groups, fabric and charges: what pricing reads, whole. */
    definition: jsonb("definition").$type<ProductDefinition>().notNull(),
    /** Raised per kind of change by each import (see nextVersions in packages/domain). */
    versions: jsonb("versions").$type<ChargeVersions>().notNull(),
    sortOrder: integer("sort_order").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    removedAt: timestamp("removed_at", { withTimezone: true }),
  },
  (table) => [
    unique("catalogue_products_key").on(table.manufacturerId, table.key),
    foreignKey({
      name: "catalogue_products_master_fk",
      columns: [table.masterProductId],
      foreignColumns: [table.id],
    }),
    index("catalogue_products_account").on(table.accountId, table.manufacturerId),
    index("catalogue_products_place").on(
      table.manufacturerId,
      table.brandId,
      table.categoryId,
      table.subCategoryId,
    ),
  ],
);

/** Who loaded which file when, and what it changed. */
export const catalogueImports = pgTable(
  "catalogue_imports",
  {
    id: uuid("id").primaryKey(),
    accountId: uuid("account_id").notNull(),
    manufacturerId: integer("manufacturer_id")
      .notNull()
      .references(() => manufacturers.id),
    importedBy: integer("imported_by").references(() => employees.id),
    importedAt: timestamp("imported_at", { withTimezone: true }).notNull(),
    /** The import's answer (CatalogueImportSummary; rows before 2026-11 hold an older, flat shape). */
    summary: jsonb("summary").$type<CatalogueImportSummary>().notNull(),
  },
  (table) => [index("catalogue_imports_account").on(table.accountId, table.manufacturerId, table.importedAt)],
);

/**
 * A dealer's own adjustment or visibility for a supplier's product or category (spec 001 §3
 * "Product override"). `target` names what it is for, once per account: `P:{productId}` or
 * `C:{brandId}/{categoryId}/{subCategoryId or empty}`.
 */
export const productOverrides = pgTable(
  "product_overrides",
  {
    id: uuid("id").primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id),
    target: text("target").notNull(),
    overrideType: text("override_type", { enum: ["PRODUCT", "BRAND_CATEGORY"] }).notNull(),
    productId: uuid("product_id").references(() => catalogueProducts.id),
    brandId: uuid("brand_id").references(() => catalogueBrands.id),
    categoryId: uuid("category_id").references(() => catalogueCategories.id),
    brandSubCategoryId: uuid("brand_sub_category_id").references(() => catalogueSubCategories.id),
    adjustmentType: text("adjustment_type", { enum: ["INHERIT", "CUSTOM"] }).notNull(),
    baseAdjustmentValue: numeric("base_adjustment_value", { precision: 9, scale: 4 }).notNull(),
    optionsAdjustmentValue: numeric("options_adjustment_value", { precision: 9, scale: 4 }).notNull(),
    isHidden: boolean("is_hidden").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [unique("product_overrides_target").on(table.accountId, table.target)],
);
