import { z } from "zod";
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
  brandSubCategoryId: z.string().nullable(),
  hasWidth: z.boolean(),
  hasHeight: z.boolean(),
  hasQuantity: z.boolean(),
  manufacturerId: z.number().int(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  informationPdfUrls: z.array(pdfLink),
  type: z.enum(["MASTER", "PRODUCT"]),
  hasChildren: z.boolean(),
  masterProductId: z.string().nullable(),
});
export type Product = z.infer<typeof productSchema>;

export const productOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  cost: optionCostSchema,
  imageUrl: z.string().nullable(),
  allowedSizes: z
    .object({
      minWidth: z.number().int().optional(),
      maxWidth: z.number().int().optional(),
      minDrop: z.number().int().optional(),
      maxDrop: z.number().int().optional(),
    })
    .nullable(),
});

/** What the configurator needs: sizes the grid allows, option groups, fabrics. Costs stay server-side. */
export const productDetailSchema = productSchema.extend({
  sizes: z
    .object({
      minWidth: z.number().int(),
      maxWidth: z.number().int(),
      minDrop: z.number().int(),
      maxDrop: z.number().int(),
    })
    .nullable(),
  optionGroups: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      required: z.boolean(),
      multiple: z.boolean(),
      options: z.array(productOptionSchema.omit({ cost: true })),
    }),
  ),
  fabrics: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      brandName: z.string(),
      color: z.string(),
      width: z.number().int(),
      repeat: z.number().int(),
    }),
  ),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const brandCategoriesSchema = z.object({
  brandId: z.string(),
  brandName: z.string(),
  manufacturerId: z.number().int(),
  categories: z.array(z.object({ id: z.string(), name: z.string() })),
  subCategories: z.array(
    z.object({
      id: z.string(),
      parentId: z.string().nullable(),
      categoryId: z.string(),
      brandId: z.string(),
      name: z.string(),
      imageUrl: z.string().nullable(),
      informationPdfs: z.array(pdfLink),
    }),
  ),
});
export type BrandCategories = z.infer<typeof brandCategoriesSchema>;

export const listBrands = defineCall({
  method: "GET",
  path: "/catalogue/brands",
  summary: "The brands of the account's suppliers with their categories and sub-categories",
  query: z.object({ manufacturerId: intIdParamSchema.optional() }),
  response: z.array(brandCategoriesSchema),
});

export const listProducts = defineCall({
  method: "GET",
  path: "/catalogue/products",
  summary: "Products a dealer may quote (hidden ones left out), filtered by place or a search",
  query: z.object({
    brandId: z.uuid().optional(),
    categoryId: z.uuid().optional(),
    subCategoryId: z.uuid().optional(),
    search: textSchema.trim().max(200).optional(),
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

const overrideRef = z.object({ id: z.string() }).nullable();

export const productTreeSchema = z.array(
  z.object({
    brandId: z.string(),
    brandName: z.string(),
    manufacturerId: z.number().int(),
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
            masterProductId: z.string().nullable(),
            brandSubCategoryId: z.string().nullable(),
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
  added: z.number().int(),
  changed: z.number().int(),
  removed: z.number().int(),
  unchanged: z.number().int(),
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
