// What of the suppliers' catalogues a dealer sees: its linked suppliers' rows that are not removed,
// priced with its own overrides and default adjustment.
import {
  type AccountDefault,
  OverrideIndex,
  type PricedProduct,
  type ProductOverride,
  resolveAdjustment,
} from "@portal/domain";
import { and, eq, inArray, isNull, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  catalogueProducts,
  dealerManufacturers,
  dealerSettings,
  productOverrides,
} from "../../db/schema/index.ts";

export type ProductRow = typeof catalogueProducts.$inferSelect;

/** The dealer's link row to this supplier. */
export const isSupplierLink = (accountId: string, manufacturerId: number): SQL | undefined =>
  and(eq(dealerManufacturers.accountId, accountId), eq(dealerManufacturers.manufacturerId, manufacturerId));

/** The dealer's link to the supplier; undefined when the dealer does not deal with it. */
export async function supplierLink(
  db: Db,
  accountId: string,
  manufacturerId: number,
): Promise<typeof dealerManufacturers.$inferSelect | undefined> {
  const [link] = await db.select().from(dealerManufacturers).where(isSupplierLink(accountId, manufacturerId));
  return link;
}

export async function linkedManufacturerIds(db: Db, accountId: string): Promise<number[]> {
  const rows = await db
    .select({ id: dealerManufacturers.manufacturerId })
    .from(dealerManufacturers)
    .where(eq(dealerManufacturers.accountId, accountId));
  return rows.map((row) => row.id);
}

export type PricingContext = { overrides: OverrideIndex; accountDefault: AccountDefault };

export async function pricingContext(db: Db, accountId: string): Promise<PricingContext> {
  const [settings] = await db
    .select({ type: dealerSettings.accountAdjustmentType, value: dealerSettings.accountAdjustmentValue })
    .from(dealerSettings)
    .where(eq(dealerSettings.accountId, accountId));
  const rows = await db.select().from(productOverrides).where(eq(productOverrides.accountId, accountId));
  return {
    overrides: new OverrideIndex(rows.map(toDomainOverride)),
    accountDefault: { type: settings?.type ?? "PERCENT_MARK_UP", percent: settings?.value ?? "0" },
  };
}

export function toDomainOverride(row: typeof productOverrides.$inferSelect): ProductOverride {
  const values = {
    id: row.id,
    adjustmentType: row.adjustmentType,
    baseAdjustmentValue: row.baseAdjustmentValue,
    optionsAdjustmentValue: row.optionsAdjustmentValue,
    isHidden: row.isHidden,
  };
  return row.overrideType === "PRODUCT"
    ? { ...values, overrideType: "PRODUCT", productId: row.productId ?? "" }
    : {
        ...values,
        overrideType: "BRAND_CATEGORY",
        brandId: row.brandId ?? "",
        categoryId: row.categoryId ?? "",
        brandSubCategoryId: row.brandSubCategoryId,
      };
}

export function placeOf(row: ProductRow) {
  return {
    id: row.id,
    masterProductId: row.masterProductId,
    brandId: row.brandId,
    categoryId: row.categoryId,
    brandSubCategoryId: row.subCategoryId,
  };
}

export function pricedProductOf(row: ProductRow): PricedProduct {
  return {
    ...placeOf(row),
    name: row.name,
    hasWidth: row.hasWidth,
    hasHeight: row.hasHeight,
    hasQuantity: row.hasQuantity,
    ...row.definition,
    removed: row.removedAt !== null,
  };
}

export function isHiddenFor(row: ProductRow, context: PricingContext): boolean {
  return resolveAdjustment(placeOf(row), context.overrides, context.accountDefault).isHidden;
}

/** The dealer's visible products among `ids` (or all of its suppliers' when none are named). */
export async function visibleProducts(
  db: Db,
  accountId: string,
  ids?: readonly string[],
): Promise<ProductRow[]> {
  const manufacturerIds = await linkedManufacturerIds(db, accountId);
  if (manufacturerIds.length === 0 || ids?.length === 0) return [];
  const conditions = [
    inArray(catalogueProducts.manufacturerId, manufacturerIds),
    isNull(catalogueProducts.removedAt),
  ];
  if (ids) conditions.push(inArray(catalogueProducts.id, [...ids]));
  const rows = await db
    .select()
    .from(catalogueProducts)
    .where(and(...conditions))
    .orderBy(catalogueProducts.manufacturerId, catalogueProducts.sortOrder);
  const context = await pricingContext(db, accountId);
  return rows.filter((row) => !isHiddenFor(row, context));
}
