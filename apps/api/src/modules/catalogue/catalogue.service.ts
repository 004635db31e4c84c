// The dealer's catalogue: brands with their categories, products to quote, one product for the
// configurator, and the settings tree with badges.
import type { BrandCategories, Product, ProductDetail, ProductTree } from "@portal/contract";
import { categoryBadge, productBadge, subCategoryBadge } from "@portal/domain";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  catalogueBrands,
  catalogueCategories,
  catalogueProducts,
  catalogueSubCategories,
  productOverrides,
} from "../../db/schema/index.ts";
import { notFound } from "../../platform/errors.ts";
import {
  linkedManufacturerIds,
  type ProductRow,
  pricingContext,
  visibleProducts,
} from "./catalogue-access.ts";

type Places = {
  brands: (typeof catalogueBrands.$inferSelect)[];
  categories: (typeof catalogueCategories.$inferSelect)[];
  subCategories: (typeof catalogueSubCategories.$inferSelect)[];
};

async function places(db: Db, manufacturerIds: number[]): Promise<Places> {
  if (manufacturerIds.length === 0) return { brands: [], categories: [], subCategories: [] };
  const [brands, categories, subCategories] = [
    await db
      .select()
      .from(catalogueBrands)
      .where(and(inArray(catalogueBrands.manufacturerId, manufacturerIds), isNull(catalogueBrands.removedAt)))
      .orderBy(asc(catalogueBrands.manufacturerId), asc(catalogueBrands.sortOrder)),
    await db
      .select()
      .from(catalogueCategories)
      .where(
        and(
          inArray(catalogueCategories.manufacturerId, manufacturerIds),
          isNull(catalogueCategories.removedAt),
        ),
      )
      .orderBy(asc(catalogueCategories.sortOrder)),
    await db
      .select()
      .from(catalogueSubCategories)
      .where(
        and(
          inArray(catalogueSubCategories.manufacturerId, manufacturerIds),
          isNull(catalogueSubCategories.removedAt),
        ),
      )
      .orderBy(asc(catalogueSubCategories.sortOrder)),
  ];
  return { brands, categories, subCategories };
}

export async function listBrands(
  db: Db,
  accountId: string,
  manufacturerId?: number,
): Promise<BrandCategories[]> {
  const linked = await linkedManufacturerIds(db, accountId);
  const ids = manufacturerId === undefined ? linked : linked.filter((id) => id === manufacturerId);
  const { brands, categories, subCategories } = await places(db, ids);
  return brands.map((brand) => ({
    brandId: brand.id,
    brandName: brand.name,
    manufacturerId: brand.manufacturerId,
    categories: categories
      .filter((category) => category.brandId === brand.id)
      .map((category) => ({ id: category.id, name: category.name })),
    subCategories: subCategories
      .filter((sub) => sub.brandId === brand.id)
      .map((sub) => ({
        id: sub.id,
        parentId: null,
        categoryId: sub.categoryId,
        brandId: sub.brandId,
        name: sub.name,
        imageUrl: sub.imageUrl,
        informationPdfs: [],
      })),
  }));
}

function productOf(row: ProductRow, names: Map<string, string>, hasChildren: boolean): Product {
  return {
    id: row.id,
    name: row.name,
    brandId: row.brandId,
    brandName: names.get(row.brandId) ?? "",
    categoryId: row.categoryId,
    categoryName: names.get(row.categoryId) ?? "",
    brandSubCategoryId: row.subCategoryId,
    hasWidth: row.hasWidth,
    hasHeight: row.hasHeight,
    hasQuantity: row.hasQuantity,
    manufacturerId: row.manufacturerId,
    description: row.description,
    imageUrl: row.imageUrl,
    informationPdfUrls: row.informationPdfs,
    type: row.type,
    hasChildren,
    masterProductId: row.masterProductId,
  };
}

async function namesOf(db: Db, rows: readonly ProductRow[]): Promise<Map<string, string>> {
  const brandIds = [...new Set(rows.map((row) => row.brandId))];
  const categoryIds = [...new Set(rows.map((row) => row.categoryId))];
  if (brandIds.length === 0) return new Map();
  const brands = await db
    .select({ id: catalogueBrands.id, name: catalogueBrands.name })
    .from(catalogueBrands)
    .where(inArray(catalogueBrands.id, brandIds));
  const categories = await db
    .select({ id: catalogueCategories.id, name: catalogueCategories.name })
    .from(catalogueCategories)
    .where(inArray(catalogueCategories.id, categoryIds));
  return new Map([...brands, ...categories].map((row) => [row.id, row.name]));
}

export type ProductQuery = { brandId?: string; categoryId?: string; subCategoryId?: string; search?: string };

export async function listProducts(db: Db, accountId: string, query: ProductQuery): Promise<Product[]> {
  let rows = await visibleProducts(db, accountId);
  if (query.brandId) rows = rows.filter((row) => row.brandId === query.brandId);
  if (query.categoryId) rows = rows.filter((row) => row.categoryId === query.categoryId);
  if (query.subCategoryId) rows = rows.filter((row) => row.subCategoryId === query.subCategoryId);
  const search = query.search?.toLowerCase();
  if (search) rows = rows.filter((row) => row.name.toLowerCase().includes(search));
  const names = await namesOf(db, rows);
  const masters = new Set(rows.map((row) => row.masterProductId).filter((id) => id !== null));
  return rows.map((row) => productOf(row, names, masters.has(row.id)));
}

/** One product the dealer may quote, with what the configurator shows; costs stay on the server. */
export async function getProduct(db: Db, accountId: string, productId: string): Promise<ProductDetail> {
  const [row] = await visibleProducts(db, accountId, [productId]);
  if (!row) throw notFound();
  const names = await namesOf(db, [row]);
  const [child] = await db
    .select({ id: catalogueProducts.id })
    .from(catalogueProducts)
    .where(and(eq(catalogueProducts.masterProductId, row.id), isNull(catalogueProducts.removedAt)))
    .limit(1);
  const grid = row.definition.priceGrid;
  return {
    ...productOf(row, names, child !== undefined),
    sizes: grid
      ? { minWidth: 1, maxWidth: grid.widths.at(-1) ?? 1, minDrop: 1, maxDrop: grid.drops.at(-1) ?? 1 }
      : null,
    optionGroups: row.definition.optionGroups.map((group) => ({
      id: group.id,
      name: group.name,
      required: group.required,
      multiple: group.multiple,
      options: group.options.map((option) => ({
        id: option.id,
        name: option.name,
        imageUrl: option.imageUrl ?? null,
        allowedSizes: option.allowedSizes ?? null,
      })),
    })),
    fabrics: (row.definition.fabric?.fabrics ?? []).map((fabric) => ({
      id: fabric.id,
      name: fabric.name,
      brandName: fabric.brandName,
      color: fabric.color,
      width: fabric.width,
      repeat: fabric.repeat,
    })),
  };
}

/** Every linked supplier's brands, categories, sub-categories and products, hidden ones included. */
export async function getProductTree(db: Db, accountId: string): Promise<ProductTree> {
  const manufacturerIds = await linkedManufacturerIds(db, accountId);
  const { brands, categories, subCategories } = await places(db, manufacturerIds);
  const products =
    manufacturerIds.length === 0
      ? []
      : await db
          .select()
          .from(catalogueProducts)
          .where(
            and(
              inArray(catalogueProducts.manufacturerId, manufacturerIds),
              isNull(catalogueProducts.removedAt),
            ),
          )
          .orderBy(asc(catalogueProducts.sortOrder));
  const context = await pricingContext(db, accountId);
  const overrideRows = await db
    .select({ id: productOverrides.id, target: productOverrides.target })
    .from(productOverrides)
    .where(eq(productOverrides.accountId, accountId));
  const overrideOf = new Map(overrideRows.map((row) => [row.target, { id: row.id }]));
  const type = context.accountDefault.type;
  return brands.map((brand) => ({
    brandId: brand.id,
    brandName: brand.name,
    manufacturerId: brand.manufacturerId,
    categories: categories
      .filter((category) => category.brandId === brand.id)
      .map((category) => ({
        id: category.id,
        name: category.name,
        badge: categoryBadge(brand.id, category.id, context.overrides, type),
        override: overrideOf.get(categoryTarget(brand.id, category.id, null)) ?? null,
        subCategories: subCategories
          .filter((sub) => sub.categoryId === category.id)
          .map((sub) => ({
            id: sub.id,
            name: sub.name,
            badge: subCategoryBadge(brand.id, category.id, sub.id, context.overrides, type),
            override: overrideOf.get(categoryTarget(brand.id, category.id, sub.id)) ?? null,
          })),
        products: products
          .filter((product) => product.categoryId === category.id)
          .map((product) => ({
            id: product.id,
            name: product.name,
            type: product.type,
            masterProductId: product.masterProductId,
            brandSubCategoryId: product.subCategoryId,
            badge: productBadge(
              {
                id: product.id,
                masterProductId: product.masterProductId,
                brandId: product.brandId,
                categoryId: product.categoryId,
                brandSubCategoryId: product.subCategoryId,
              },
              context.overrides,
              context.accountDefault,
            ),
            override: overrideOf.get(productTarget(product.id)) ?? null,
          })),
      })),
  }));
}

export const productTarget = (productId: string) => `P:${productId}`;
export const categoryTarget = (
  brandId: string,
  categoryId: string,
  subCategoryId: string | null | undefined,
) => `C:${brandId}/${categoryId}/${subCategoryId ?? ""}`;
