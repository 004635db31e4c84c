// A dealer's overrides of its suppliers' products and categories (spec 001 §3, §4): INHERIT and
// visible means "no override", so saving that removes it.
import type { ProductOverrideRecord, productOverrideBodySchema } from "@portal/contract";
import { adjustmentError } from "@portal/domain";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { newId } from "../../db/ids.ts";
import {
  catalogueCategories,
  catalogueProducts,
  catalogueSubCategories,
  dealerSettings,
  productOverrides,
} from "../../db/schema/index.ts";
import { type FieldProblems, notFound, validationFailed } from "../../platform/errors.ts";
import { categoryTarget, productTarget } from "../catalogue/catalogue.service.ts";
import { linkedManufacturerIds } from "../catalogue/catalogue-access.ts";

export type OverrideBody = z.output<typeof productOverrideBodySchema>;
type Row = typeof productOverrides.$inferSelect;

function recordOf(row: Row): ProductOverrideRecord {
  return {
    id: row.id,
    overrideType: row.overrideType,
    productId: row.productId,
    categoryId: row.categoryId,
    brandId: row.brandId,
    brandSubCategoryId: row.brandSubCategoryId,
    adjustmentType: row.adjustmentType,
    baseAdjustmentValue: Number(row.baseAdjustmentValue),
    optionsAdjustmentValue: Number(row.optionsAdjustmentValue),
    isHidden: row.isHidden,
  };
}

export async function listProductOverrides(db: Db, accountId: string): Promise<ProductOverrideRecord[]> {
  const rows = await db.select().from(productOverrides).where(eq(productOverrides.accountId, accountId));
  return rows.map(recordOf);
}

/** The target the body names, checked to be one of the dealer's suppliers' rows. */
async function targetOf(db: Db, accountId: string, body: OverrideBody): Promise<string> {
  const manufacturerIds = await linkedManufacturerIds(db, accountId);
  if (manufacturerIds.length === 0) throw notFound();
  if (body.overrideType === "PRODUCT") {
    const [product] = await db
      .select({ id: catalogueProducts.id })
      .from(catalogueProducts)
      .where(
        and(
          eq(catalogueProducts.id, body.productId),
          inArray(catalogueProducts.manufacturerId, manufacturerIds),
          isNull(catalogueProducts.removedAt),
        ),
      );
    if (!product) throw notFound();
    return productTarget(product.id);
  }
  const [category] = await db
    .select({ id: catalogueCategories.id })
    .from(catalogueCategories)
    .where(
      and(
        eq(catalogueCategories.id, body.categoryId),
        eq(catalogueCategories.brandId, body.brandId),
        inArray(catalogueCategories.manufacturerId, manufacturerIds),
      ),
    );
  if (!category) throw notFound();
  if (body.brandSubCategoryId) {
    const [sub] = await db
      .select({ id: catalogueSubCategories.id })
      .from(catalogueSubCategories)
      .where(
        and(
          eq(catalogueSubCategories.id, body.brandSubCategoryId),
          eq(catalogueSubCategories.categoryId, category.id),
        ),
      );
    if (!sub) throw notFound();
  }
  return categoryTarget(body.brandId, body.categoryId, body.brandSubCategoryId);
}

async function checkMargin(db: Db, accountId: string, body: OverrideBody): Promise<void> {
  if (body.adjustmentType !== "CUSTOM") return;
  const [settings] = await db
    .select({ type: dealerSettings.accountAdjustmentType })
    .from(dealerSettings)
    .where(eq(dealerSettings.accountId, accountId));
  if (!settings) return;
  const errors: FieldProblems = {};
  for (const field of ["baseAdjustmentValue", "optionsAdjustmentValue"] as const) {
    const error = adjustmentError(settings.type, body[field]);
    if (error) errors[field] = [error];
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

const isNoOverride = (body: OverrideBody) => body.adjustmentType === "INHERIT" && !body.isHidden;

/**
 * Saves the override of the body's target (one per target: a second save replaces the first);
 * `existingId` limits a PUT to that override. INHERIT + visible deletes it.
 */
export async function saveProductOverride(
  db: Db,
  {
    accountId,
    body,
    now,
    existingId,
  }: { accountId: string; body: OverrideBody; now: Date; existingId?: string },
): Promise<ProductOverrideRecord | { deleted: true }> {
  await checkMargin(db, accountId, body);
  const target = await targetOf(db, accountId, body);
  return db.transaction(async (tx) => {
    if (existingId) {
      const [existing] = await tx
        .select({ id: productOverrides.id, target: productOverrides.target })
        .from(productOverrides)
        .where(and(eq(productOverrides.accountId, accountId), eq(productOverrides.id, existingId)))
        .for("update");
      if (!existing) throw notFound();
      // A PUT may move the override to another target: the old one goes.
      if (existing.target !== target)
        await tx.delete(productOverrides).where(eq(productOverrides.id, existing.id));
    }
    if (isNoOverride(body)) {
      await tx
        .delete(productOverrides)
        .where(and(eq(productOverrides.accountId, accountId), eq(productOverrides.target, target)));
      return { deleted: true as const };
    }
    const values = {
      overrideType: body.overrideType,
      productId: body.overrideType === "PRODUCT" ? body.productId : null,
      brandId: body.overrideType === "BRAND_CATEGORY" ? body.brandId : null,
      categoryId: body.overrideType === "BRAND_CATEGORY" ? body.categoryId : null,
      brandSubCategoryId: body.overrideType === "BRAND_CATEGORY" ? (body.brandSubCategoryId ?? null) : null,
      adjustmentType: body.adjustmentType,
      baseAdjustmentValue: String(body.baseAdjustmentValue),
      optionsAdjustmentValue: String(body.optionsAdjustmentValue),
      isHidden: body.isHidden,
      updatedAt: now,
    };
    const [row] = await tx
      .insert(productOverrides)
      .values({ id: existingId ?? newId(), accountId, target, ...values })
      .onConflictDoUpdate({ target: [productOverrides.accountId, productOverrides.target], set: values })
      .returning();
    if (!row) throw new Error("override upsert returned nothing");
    return recordOf(row);
  });
}

export async function deleteProductOverride(db: Db, accountId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(productOverrides)
    .where(and(eq(productOverrides.accountId, accountId), eq(productOverrides.id, id)))
    .returning({ id: productOverrides.id });
  if (deleted.length === 0) throw notFound();
}
