import { bundleTemplateKeys, isDecimalString } from "@portal/domain";
import { z } from "zod";

// The catalogue file a supplier's data comes in as (DOMAIN.md "Catalogue"; docs/catalogue-format.md).
// Keys are the file's own names for things, so a file can be edited by hand and imported again:
// the server keeps ids per key and versions whatever changed.

const key = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]*$/, "KEY_FORMAT")
  .max(80);
const name = z.string().trim().min(1).max(200);
const money = z.string().trim().refine(isDecimalString, "DECIMAL_EXPECTED");
const nonNegative = money.refine((value) => !value.startsWith("-"), "NEGATIVE");
const millimetres = z.number().int().positive().max(100_000);

export const priceGridSchema = z
  .object({
    widths: z.array(millimetres).min(1).max(200),
    drops: z.array(millimetres).min(1).max(200),
    /** costs[row = drop][column = width]; null = not made in that size. */
    costs: z.array(z.array(nonNegative.nullable())),
  })
  .superRefine((grid, context) => {
    const ascending = (values: number[]) =>
      values.every((value, index) => index === 0 || value > (values[index - 1] ?? 0));
    if (!ascending(grid.widths))
      context.addIssue({ code: "custom", path: ["widths"], message: "GRID_ORDER" });
    if (!ascending(grid.drops)) context.addIssue({ code: "custom", path: ["drops"], message: "GRID_ORDER" });
    if (
      grid.costs.length !== grid.drops.length ||
      grid.costs.some((row) => row.length !== grid.widths.length)
    ) {
      context.addIssue({ code: "custom", path: ["costs"], message: "GRID_SHAPE" });
    }
  });
export type PriceGridFile = z.infer<typeof priceGridSchema>;

const sizeRuleSchema = z.object({
  minWidth: millimetres.optional(),
  maxWidth: millimetres.optional(),
  minDrop: millimetres.optional(),
  maxDrop: millimetres.optional(),
});

export const optionCostSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("FIXED"), amount: money }),
  z.object({ kind: z.literal("PER_METRE"), amount: money }),
  z.object({ kind: z.literal("PER_SQM"), amount: money }),
  z.object({ kind: z.literal("PERCENT_OF_BASE"), percent: money }),
]);

const optionSchema = z.object({
  key,
  name,
  cost: optionCostSchema,
  imageUrl: z.string().max(500).nullable().optional(),
  allowedSizes: sizeRuleSchema.optional(),
});

const optionGroupSchema = z.object({
  key,
  name,
  required: z.boolean(),
  multiple: z.boolean().default(false),
  options: z.array(optionSchema).min(1).max(200),
});

const fabricSchema = z.object({
  key,
  name,
  brandName: name,
  color: z.string().trim().max(80),
  costPerMetre: nonNegative,
  width: millimetres,
  repeat: z.number().int().min(0).max(10_000),
});

const makingCostSchema = z.object({ per: z.enum(["WIDTH", "METRE"]), amount: nonNegative });

const fabricMakingSchema = z.object({
  fullness: nonNegative,
  dropAllowance: z.number().int().min(0).max(2000),
  fabrics: z.array(fabricSchema).min(1).max(500),
  making: makingCostSchema,
  liningPerMetre: nonNegative.nullable().optional(),
  trimPerMetre: nonNegative.nullable().optional(),
  pipingPerMetre: nonNegative.nullable().optional(),
});

export const supplierChargesSchema = z.object({
  freightPerItem: nonNegative.default("0"),
  installationPerItem: nonNegative.default("0"),
  surchargePercent: nonNegative.default("0"),
  costPaddingPercent: nonNegative.default("0"),
});

const productSchema = z.object({
  key,
  name,
  type: z.enum(["MASTER", "PRODUCT"]).default("PRODUCT"),
  /** Key of a MASTER product this one belongs to. */
  master: key.nullable().optional(),
  brand: key,
  category: key,
  subCategory: key.nullable().optional(),
  description: z.string().max(5000).default(""),
  imageUrl: z.string().max(500).nullable().optional(),
  informationPdfs: z
    .array(z.object({ name, url: z.string().max(500) }))
    .max(20)
    .default([]),
  hasWidth: z.boolean().default(true),
  hasHeight: z.boolean().default(true),
  hasQuantity: z.boolean().default(true),
  /** Inline, or the name of a CSV file uploaded with the catalogue (the API reads it: price-grid-csv.ts). */
  priceGrid: z
    .union([
      priceGridSchema,
      z
        .string()
        .trim()
        .regex(/^[\w.-]+\.csv$/i),
    ])
    .nullable()
    .optional(),
  optionGroups: z.array(optionGroupSchema).max(50).default([]),
  fabric: fabricMakingSchema.nullable().optional(),
  /** Replaces the supplier's charges for this product. */
  charges: supplierChargesSchema.optional(),
});
export type CatalogueProductFile = z.infer<typeof productSchema>;

const brandSchema = z.object({
  key,
  name,
  categories: z
    .array(
      z.object({
        key,
        name,
        subCategories: z
          .array(z.object({ key, name, imageUrl: z.string().max(500).nullable().optional() }))
          .max(200)
          .default([]),
      }),
    )
    .min(1)
    .max(200),
});

export const bundleFileSchema = z.object({
  key,
  name,
  description: z.string().max(2000).default(""),
  /** Subscribing to one bundle of a group turns the others of the group off. */
  exclusivityKey: z.string().trim().max(80).nullable().default(null),
  templateFields: z
    .array(
      z.object({
        templateKey: z.enum(bundleTemplateKeys),
        label: name,
        operator: z.enum(["FACTOR", "CURRENCY"]),
        value: money,
      }),
    )
    .min(1)
    .max(20),
});

export const catalogueFileSchema = z
  .object({
    schemaVersion: z.literal(1),
    charges: supplierChargesSchema.default({
      freightPerItem: "0",
      installationPerItem: "0",
      surchargePercent: "0",
      costPaddingPercent: "0",
    }),
    brands: z.array(brandSchema).min(1).max(100),
    products: z.array(productSchema).min(1).max(5000),
    bundles: z.array(bundleFileSchema).max(50).default([]),
  })
  .superRefine((file, context) => {
    const duplicates = (values: string[], path: (index: number) => (string | number)[]) => {
      const seen = new Set<string>();
      values.forEach((value, index) => {
        if (seen.has(value)) context.addIssue({ code: "custom", path: path(index), message: "KEY_TAKEN" });
        seen.add(value);
      });
    };
    duplicates(
      file.brands.map((brand) => brand.key),
      (index) => ["brands", index, "key"],
    );
    duplicates(
      file.products.map((product) => product.key),
      (index) => ["products", index, "key"],
    );
    duplicates(
      file.bundles.map((bundle) => bundle.key),
      (index) => ["bundles", index, "key"],
    );
    const brands = new Map(file.brands.map((brand) => [brand.key, brand]));
    const masters = new Map(
      file.products.filter((product) => product.type === "MASTER").map((p) => [p.key, p]),
    );
    file.products.forEach((product, index) => {
      const at = (field: string) => ["products", index, field];
      const brand = brands.get(product.brand);
      if (!brand) {
        context.addIssue({ code: "custom", path: at("brand"), message: "UNKNOWN_BRAND" });
        return;
      }
      const category = brand.categories.find((candidate) => candidate.key === product.category);
      if (!category) {
        context.addIssue({
          code: "custom",
          path: at("category"),
          message: "UNKNOWN_CATEGORY",
        });
      } else if (
        product.subCategory &&
        !category.subCategories.some((sub) => sub.key === product.subCategory)
      ) {
        context.addIssue({
          code: "custom",
          path: at("subCategory"),
          message: "UNKNOWN_SUB_CATEGORY",
        });
      }
      if (product.master) {
        if (product.type === "MASTER") {
          context.addIssue({
            code: "custom",
            path: at("master"),
            message: "MASTER_OF_MASTER",
          });
        } else if (!masters.has(product.master)) {
          context.addIssue({
            code: "custom",
            path: at("master"),
            message: "UNKNOWN_MASTER",
          });
        }
      }
      const sized = product.hasWidth && product.hasHeight;
      if (product.type === "PRODUCT" && sized && !product.priceGrid && !product.fabric) {
        context.addIssue({
          code: "custom",
          path: at("priceGrid"),
          message: "GRID_MISSING",
        });
      }
      product.optionGroups.forEach((group, groupIndex) => {
        const seen = new Set<string>();
        group.options.forEach((option, optionIndex) => {
          if (seen.has(option.key)) {
            context.addIssue({
              code: "custom",
              path: ["products", index, "optionGroups", groupIndex, "options", optionIndex, "key"],
              message: "KEY_TAKEN",
            });
          }
          seen.add(option.key);
        });
      });
    });
  });
export type CatalogueFile = z.infer<typeof catalogueFileSchema>;
