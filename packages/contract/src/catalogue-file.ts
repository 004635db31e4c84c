import { bundleTemplateKeys, isDecimalString } from "@portal/domain";
import * as z from "zod/mini";

// The catalogue file a supplier's data comes in as (DOMAIN.md "Catalogue"; docs/catalogue-format.md).
// Keys are the file's own names for things, so a file can be edited by hand and imported again:
// the server keeps ids per key and versions whatever changed.

const key = z.string().check(z.trim(), z.regex(/^[a-z0-9][a-z0-9-]*$/, "KEY_FORMAT"), z.maxLength(80));
const name = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));
const money = z.string().check(z.trim(), z.refine(isDecimalString, "DECIMAL_EXPECTED"));
const nonNegative = money.check(z.refine((value) => !value.startsWith("-"), "NEGATIVE"));
const millimetres = z.number().check(z.int(), z.positive(), z.maximum(100_000));

export const priceGridSchema = z
  .object({
    widths: z.array(millimetres).check(z.minLength(1), z.maxLength(200)),
    drops: z.array(millimetres).check(z.minLength(1), z.maxLength(200)),
    /** costs[row = drop][column = width]; null = not made in that size. */
    costs: z.array(z.array(z.nullable(nonNegative))),
  })
  .check(
    z.superRefine((grid, context) => {
      const ascending = (values: number[]) =>
        values.every((value, index) => index === 0 || value > (values[index - 1] ?? 0));
      if (!ascending(grid.widths))
        context.addIssue({ code: "custom", path: ["widths"], message: "GRID_ORDER" });
      if (!ascending(grid.drops))
        context.addIssue({ code: "custom", path: ["drops"], message: "GRID_ORDER" });
      if (
        grid.costs.length !== grid.drops.length ||
        grid.costs.some((row) => row.length !== grid.widths.length)
      ) {
        context.addIssue({ code: "custom", path: ["costs"], message: "GRID_SHAPE" });
      }
    }),
  );
export type PriceGridFile = z.infer<typeof priceGridSchema>;

const sizeRuleSchema = z.object({
  minWidth: z.optional(millimetres),
  maxWidth: z.optional(millimetres),
  minDrop: z.optional(millimetres),
  maxDrop: z.optional(millimetres),
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
  imageUrl: z.optional(z.nullable(z.string().check(z.maxLength(500)))),
  allowedSizes: z.optional(sizeRuleSchema),
});

const optionGroupSchema = z.object({
  key,
  name,
  required: z.boolean(),
  multiple: z._default(z.boolean(), false),
  options: z.array(optionSchema).check(z.minLength(1), z.maxLength(200)),
});

const fabricSchema = z.object({
  key,
  name,
  brandName: name,
  color: z.string().check(z.trim(), z.maxLength(80)),
  costPerMetre: nonNegative,
  width: millimetres,
  repeat: z.number().check(z.int(), z.minimum(0), z.maximum(10_000)),
});

const makingCostSchema = z.object({ per: z.enum(["WIDTH", "METRE"]), amount: nonNegative });

const fabricMakingSchema = z.object({
  fullness: nonNegative,
  dropAllowance: z.number().check(z.int(), z.minimum(0), z.maximum(2000)),
  fabrics: z.array(fabricSchema).check(z.minLength(1), z.maxLength(500)),
  making: makingCostSchema,
  liningPerMetre: z.optional(z.nullable(nonNegative)),
  trimPerMetre: z.optional(z.nullable(nonNegative)),
  pipingPerMetre: z.optional(z.nullable(nonNegative)),
});

export const supplierChargesSchema = z.object({
  freightPerItem: z._default(nonNegative, "0"),
  installationPerItem: z._default(nonNegative, "0"),
  surchargePercent: z._default(nonNegative, "0"),
  costPaddingPercent: z._default(nonNegative, "0"),
});

const productSchema = z.object({
  key,
  name,
  type: z._default(z.enum(["MASTER", "PRODUCT"]), "PRODUCT"),
  /** Key of a MASTER product this one belongs to. */
  master: z.optional(z.nullable(key)),
  brand: key,
  category: key,
  subCategory: z.optional(z.nullable(key)),
  description: z._default(z.string().check(z.maxLength(5000)), ""),
  imageUrl: z.optional(z.nullable(z.string().check(z.maxLength(500)))),
  informationPdfs: z._default(
    z.array(z.object({ name, url: z.string().check(z.maxLength(500)) })).check(z.maxLength(20)),
    [],
  ),
  hasWidth: z._default(z.boolean(), true),
  hasHeight: z._default(z.boolean(), true),
  hasQuantity: z._default(z.boolean(), true),
  /** Inline, or the name of a CSV file uploaded with the catalogue (the API reads it: price-grid-csv.ts). */
  priceGrid: z.optional(
    z.nullable(z.union([priceGridSchema, z.string().check(z.trim(), z.regex(/^[\w.-]+\.csv$/i))])),
  ),
  optionGroups: z._default(z.array(optionGroupSchema).check(z.maxLength(50)), []),
  fabric: z.optional(z.nullable(fabricMakingSchema)),
  /** Replaces the supplier's charges for this product. */
  charges: z.optional(supplierChargesSchema),
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
        subCategories: z._default(
          z
            .array(
              z.object({ key, name, imageUrl: z.optional(z.nullable(z.string().check(z.maxLength(500)))) }),
            )
            .check(z.maxLength(200)),
          [],
        ),
      }),
    )
    .check(z.minLength(1), z.maxLength(200)),
});

export const bundleFileSchema = z.object({
  key,
  name,
  description: z._default(z.string().check(z.maxLength(2000)), ""),
  /** Subscribing to one bundle of a group turns the others of the group off. */
  exclusivityKey: z._default(z.nullable(z.string().check(z.trim(), z.maxLength(80))), null),
  templateFields: z
    .array(
      z.object({
        templateKey: z.enum(bundleTemplateKeys),
        label: name,
        operator: z.enum(["FACTOR", "CURRENCY"]),
        value: money,
      }),
    )
    .check(z.minLength(1), z.maxLength(20)),
});

export const catalogueFileSchema = z
  .object({
    schemaVersion: z.literal(1),
    charges: z._default(supplierChargesSchema, {
      freightPerItem: "0",
      installationPerItem: "0",
      surchargePercent: "0",
      costPaddingPercent: "0",
    }),
    brands: z.array(brandSchema).check(z.minLength(1), z.maxLength(100)),
    products: z.array(productSchema).check(z.minLength(1), z.maxLength(5000)),
    bundles: z._default(z.array(bundleFileSchema).check(z.maxLength(50)), []),
  })
  .check(
    z.superRefine((file, context) => {
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
    }),
  );
export type CatalogueFile = z.infer<typeof catalogueFileSchema>;
