import * as z from "zod/mini";
import { defineCall } from "./call.ts";
import { optionCostSchema } from "./catalogue-file.ts";
import { intIdParamSchema, textSchema } from "./shared.ts";

// Browsing a dealer's suppliers' catalogues (spec 000 §3 "Product", "Brand categories") and the
// settings tree with resolved override badges (001 §2 Products, §4 override resolution).

const pdfLink = z.object({ name: z.string(), url: z.string() });

export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  brandId: z.string(),
  brandName: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  brandSubCategoryId: z.nullable(z.string()),
  hasWidth: z.boolean(),
  hasHeight: z.boolean(),
  hasQuantity: z.boolean(),
  manufacturerId: z.number().check(z.int()),
  description: z.string(),
  imageUrl: z.nullable(z.string()),
  informationPdfUrls: z.array(pdfLink),
  type: z.enum(["MASTER", "PRODUCT"]),
  hasChildren: z.boolean(),
  masterProductId: z.nullable(z.string()),
});
export type Product = z.infer<typeof productSchema>;

export const productOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  cost: optionCostSchema,
  imageUrl: z.nullable(z.string()),
  allowedSizes: z.nullable(
    z.object({
      minWidth: z.optional(z.number().check(z.int())),
      maxWidth: z.optional(z.number().check(z.int())),
      minDrop: z.optional(z.number().check(z.int())),
      maxDrop: z.optional(z.number().check(z.int())),
    }),
  ),
});

/** What the configurator needs: sizes the grid allows, option groups, fabrics. Costs stay server-side. */
export const productDetailSchema = z.extend(productSchema, {
  sizes: z.nullable(
    z.object({
      minWidth: z.number().check(z.int()),
      maxWidth: z.number().check(z.int()),
      minDrop: z.number().check(z.int()),
      maxDrop: z.number().check(z.int()),
    }),
  ),
  optionGroups: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      required: z.boolean(),
      multiple: z.boolean(),
      options: z.array(z.omit(productOptionSchema, { cost: true })),
    }),
  ),
  fabrics: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      brandName: z.string(),
      color: z.string(),
      width: z.number().check(z.int()),
      repeat: z.number().check(z.int()),
    }),
  ),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const brandCategoriesSchema = z.object({
  brandId: z.string(),
  brandName: z.string(),
  manufacturerId: z.number().check(z.int()),
  categories: z.array(z.object({ id: z.string(), name: z.string() })),
  subCategories: z.array(
    z.object({
      id: z.string(),
      parentId: z.nullable(z.string()),
      categoryId: z.string(),
      brandId: z.string(),
      name: z.string(),
      imageUrl: z.nullable(z.string()),
      informationPdfs: z.array(pdfLink),
    }),
  ),
});
export type BrandCategories = z.infer<typeof brandCategoriesSchema>;

export const listBrands = defineCall({
  method: "GET",
  path: "/catalogue/brands",
  summary: "The brands of the account's suppliers with their categories and sub-categories",
  query: z.object({ manufacturerId: z.optional(intIdParamSchema) }),
  response: z.array(brandCategoriesSchema),
});

export const listProducts = defineCall({
  method: "GET",
  path: "/catalogue/products",
  summary: "Products a dealer may quote (hidden ones left out), filtered by place or a search",
  query: z.object({
    brandId: z.optional(z.uuid()),
    categoryId: z.optional(z.uuid()),
    subCategoryId: z.optional(z.uuid()),
    search: z.optional(textSchema.check(z.trim(), z.maxLength(200))),
  }),
  response: z.array(productSchema),
});

export const getProduct = defineCall({
  method: "GET",
  path: "/catalogue/products/:id",
  summary: "One product with what the configurator needs (404 when hidden for this dealer)",
  params: z.object({ id: z.uuid() }),
  response: productDetailSchema,
});

// ── Settings → Products tree ─────────────────────────────────────────────────────────────────

export const treeBadgeSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("HIDDEN") }),
  z.object({
    kind: z.literal("ADJUSTMENT"),
    adjustmentType: z.enum(["PERCENT_MARK_UP", "PERCENT_MARGIN"]),
    basePercent: z.string(),
    optionsPercent: z.string(),
    /** The values come from the category, not the node's own override. */
    inherited: z.boolean(),
  }),
  z.object({ kind: z.literal("DEFAULT") }),
]);
export type TreeBadge = z.infer<typeof treeBadgeSchema>;

const overrideRef = z.nullable(z.object({ id: z.string() }));

export const productTreeSchema = z.array(
  z.object({
    brandId: z.string(),
    brandName: z.string(),
    manufacturerId: z.number().check(z.int()),
    categories: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        badge: treeBadgeSchema,
        override: overrideRef,
        subCategories: z.array(
          z.object({ id: z.string(), name: z.string(), badge: treeBadgeSchema, override: overrideRef }),
        ),
        products: z.array(
          z.object({
            id: z.string(),
            name: z.string(),
            type: z.enum(["MASTER", "PRODUCT"]),
            masterProductId: z.nullable(z.string()),
            brandSubCategoryId: z.nullable(z.string()),
            badge: treeBadgeSchema,
            override: overrideRef,
          }),
        ),
      }),
    ),
  }),
);
export type ProductTree = z.infer<typeof productTreeSchema>;

export const getProductTree = defineCall({
  method: "GET",
  path: "/catalogue/product-tree",
  summary: "Brands, categories, sub-categories and products with their resolved override badges",
  response: productTreeSchema,
});

/** What an import did to one kind of row, matched by the file's keys. */
export const catalogueChangeCountsSchema = z.object({
  added: z.number().check(z.int()),
  changed: z.number().check(z.int()),
  removed: z.number().check(z.int()),
  unchanged: z.number().check(z.int()),
});
export type CatalogueChangeCounts = z.infer<typeof catalogueChangeCountsSchema>;

export const catalogueImportSummarySchema = z.object({
  brands: catalogueChangeCountsSchema,
  categories: catalogueChangeCountsSchema,
  subCategories: catalogueChangeCountsSchema,
  products: catalogueChangeCountsSchema,
});
export type CatalogueImportSummary = z.infer<typeof catalogueImportSummarySchema>;

/**
 * Multipart: one `catalogue` part (the JSON file) and any CSV price grids it names, as `grids`
 * parts. 422 with every problem keyed by its path in the file (CSV problems as `grids.{name}.{row}`).
 * Rows are matched by key: only what the file changes is written; rows it no longer lists are
 * marked removed (quote lines keep them, as products to replace).
 */
export const importCatalogue = defineCall({
  method: "POST",
  path: "/catalogue/import",
  summary: "Load a supplier's catalogue file (validated whole, one transaction); answers what changed",
  /** The supplier's own staff, or a dealer's admin for an internal supplier of theirs. */
  query: z.object({ manufacturerId: intIdParamSchema }),
  response: catalogueImportSummarySchema,
});
