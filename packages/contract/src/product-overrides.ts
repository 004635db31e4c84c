import * as z from "zod/mini";
import { defineCall } from "./call.ts";
import { okSchema } from "./shared.ts";

// Settings → Products: a dealer's own mark-up/margin or visibility for a product or a category
// (spec 000 §3 and 001 §3 "Product override"; resolution in packages/domain pricing/adjustment.ts).

const percent = z.number().check(z.minimum(0), z.maximum(1000));

const overrideFields = {
  adjustmentType: z.enum(["INHERIT", "CUSTOM"]),
  baseAdjustmentValue: percent,
  optionsAdjustmentValue: percent,
  isHidden: z.boolean(),
};

export const productOverrideSchema = z.object({
  id: z.string(),
  overrideType: z.enum(["PRODUCT", "BRAND_CATEGORY"]),
  productId: z.nullable(z.string()),
  categoryId: z.nullable(z.string()),
  brandId: z.nullable(z.string()),
  brandSubCategoryId: z.nullable(z.string()),
  ...overrideFields,
});
export type ProductOverrideRecord = z.infer<typeof productOverrideSchema>;

export const productOverrideBodySchema = z.discriminatedUnion("overrideType", [
  z.object({ overrideType: z.literal("PRODUCT"), productId: z.uuid(), ...overrideFields }),
  z.object({
    overrideType: z.literal("BRAND_CATEGORY"),
    brandId: z.uuid(),
    categoryId: z.uuid(),
    brandSubCategoryId: z.optional(z.nullable(z.uuid())),
    ...overrideFields,
  }),
]);

const basePath = "/old/account-settings/dealer-portal/product-overrides";

export const listProductOverrides = defineCall({
  method: "GET",
  path: basePath,
  summary: "The account's product and category overrides",
  response: z.array(productOverrideSchema),
});

/** INHERIT + visible means "no override": it answers { deleted: true } and stores nothing. */
export const createProductOverride = defineCall({
  method: "POST",
  path: basePath,
  summary: "Add (or replace) the override of a product or category",
  body: productOverrideBodySchema,
  response: z.union([productOverrideSchema, z.object({ deleted: z.literal(true) })]),
});

export const updateProductOverride = defineCall({
  method: "PUT",
  path: `${basePath}/:id`,
  summary: "Change an override; INHERIT + visible deletes it",
  params: z.object({ id: z.uuid() }),
  body: productOverrideBodySchema,
  response: z.union([productOverrideSchema, z.object({ deleted: z.literal(true) })]),
});

export const deleteProductOverride = defineCall({
  method: "DELETE",
  path: `${basePath}/:id`,
  summary: "Remove an override",
  params: z.object({ id: z.uuid() }),
  response: okSchema,
});
