// Loads a checked catalogue into a supplier's rows in one transaction: keys keep their ids, what
// changed gets new versions, what left the file is marked removed.
import { firstVersions, nextVersions } from "@portal/domain";
import { and, eq, isNull, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { newId } from "../../db/ids.ts";
import {
  catalogueBrands,
  catalogueCategories,
  catalogueImports,
  catalogueProducts,
  catalogueSubCategories,
  manufacturers,
} from "../../db/schema/index.ts";
import { notFound } from "../../platform/errors.ts";
import { type CheckedCatalogue, definitionOf } from "./catalogue-file.ts";

export type ImportSummary = { products: number; created: number; updated: number; removed: number };

type Target = { manufacturerId: number; employeeId: number | null; now: Date };

export async function importCatalogue(
  db: Db,
  catalogue: CheckedCatalogue,
  target: Target,
): Promise<ImportSummary> {
  const { manufacturerId, now } = target;
  return db.transaction(async (tx) => {
    // One import at a time per supplier: the row lock orders concurrent imports.
    const [manufacturer] = await tx
      .select({ id: manufacturers.id, accountId: manufacturers.accountId })
      .from(manufacturers)
      .where(eq(manufacturers.id, manufacturerId))
      .for("update");
    if (!manufacturer) throw notFound();
    const { accountId } = manufacturer;
    const scope = { accountId, manufacturerId };

    const brandRows = await tx
      .insert(catalogueBrands)
      .values(
        catalogue.file.brands.map((brand, index) => ({
          ...scope,
          id: newId(),
          key: brand.key,
          name: brand.name,
          sortOrder: index,
        })),
      )
      .onConflictDoUpdate({
        target: [catalogueBrands.manufacturerId, catalogueBrands.key],
        set: { name: sql`excluded.name`, sortOrder: sql`excluded.sort_order`, removedAt: null },
      })
      .returning({ id: catalogueBrands.id, key: catalogueBrands.key });
    const brandIds = new Map(brandRows.map((row) => [row.key, row.id]));
    await markRemoved(tx, catalogueBrands, manufacturerId, brandRows, now);

    const categoryRows = await tx
      .insert(catalogueCategories)
      .values(
        catalogue.file.brands.flatMap((brand) =>
          brand.categories.map((category, index) => ({
            ...scope,
            id: newId(),
            brandId: brandIds.get(brand.key) ?? "",
            key: category.key,
            name: category.name,
            sortOrder: index,
          })),
        ),
      )
      .onConflictDoUpdate({
        target: [catalogueCategories.brandId, catalogueCategories.key],
        set: { name: sql`excluded.name`, sortOrder: sql`excluded.sort_order`, removedAt: null },
      })
      .returning({
        id: catalogueCategories.id,
        key: catalogueCategories.key,
        brandId: catalogueCategories.brandId,
      });
    await markRemoved(tx, catalogueCategories, manufacturerId, categoryRows, now);
    const brandKeyOf = new Map([...brandIds].map(([key, id]) => [id, key]));
    const categoryIds = new Map(
      categoryRows.map((row) => [`${brandKeyOf.get(row.brandId)}/${row.key}`, row.id]),
    );

    const subCategoryValues = catalogue.file.brands.flatMap((brand) =>
      brand.categories.flatMap((category) =>
        category.subCategories.map((sub, index) => ({
          ...scope,
          id: newId(),
          brandId: brandIds.get(brand.key) ?? "",
          categoryId: categoryIds.get(`${brand.key}/${category.key}`) ?? "",
          key: sub.key,
          name: sub.name,
          imageUrl: sub.imageUrl ?? null,
          sortOrder: index,
        })),
      ),
    );
    const subCategoryRows =
      subCategoryValues.length === 0
        ? []
        : await tx
            .insert(catalogueSubCategories)
            .values(subCategoryValues)
            .onConflictDoUpdate({
              target: [catalogueSubCategories.categoryId, catalogueSubCategories.key],
              set: {
                name: sql`excluded.name`,
                imageUrl: sql`excluded.image_url`,
                sortOrder: sql`excluded.sort_order`,
                removedAt: null,
              },
            })
            .returning({
              id: catalogueSubCategories.id,
              key: catalogueSubCategories.key,
              categoryId: catalogueSubCategories.categoryId,
            });
    await markRemoved(tx, catalogueSubCategories, manufacturerId, subCategoryRows, now);
    const categoryKeyOf = new Map([...categoryIds].map(([key, id]) => [id, key]));
    const subCategoryIds = new Map(
      subCategoryRows.map((row) => [`${categoryKeyOf.get(row.categoryId)}/${row.key}`, row.id]),
    );

    const existing = await tx
      .select({
        id: catalogueProducts.id,
        key: catalogueProducts.key,
        definition: catalogueProducts.definition,
        versions: catalogueProducts.versions,
        removedAt: catalogueProducts.removedAt,
      })
      .from(catalogueProducts)
      .where(eq(catalogueProducts.manufacturerId, manufacturerId));
    const byKey = new Map(existing.map((row) => [row.key, row]));
    const productIds = new Map(
      catalogue.file.products.map((product) => [product.key, byKey.get(product.key)?.id ?? newId()]),
    );

    let created = 0;
    let updated = 0;
    // Masters first, so a child's master_product_id always points at a stored row.
    const ordered = [...catalogue.file.products.entries()].sort(
      ([, a], [, b]) => Number(b.type === "MASTER") - Number(a.type === "MASTER"),
    );
    for (const [index, product] of ordered) {
      const previous = byKey.get(product.key);
      const definition = definitionOf(product, catalogue);
      const row = {
        ...scope,
        type: product.type,
        brandId: brandIds.get(product.brand) ?? "",
        categoryId: categoryIds.get(`${product.brand}/${product.category}`) ?? "",
        subCategoryId: product.subCategory
          ? (subCategoryIds.get(`${product.brand}/${product.category}/${product.subCategory}`) ?? null)
          : null,
        masterProductId: product.master ? (productIds.get(product.master) ?? null) : null,
        name: product.name,
        description: product.description,
        imageUrl: product.imageUrl ?? null,
        informationPdfs: product.informationPdfs,
        hasWidth: product.hasWidth,
        hasHeight: product.hasHeight,
        hasQuantity: product.hasQuantity,
        definition,
        sortOrder: index,
        updatedAt: now,
        removedAt: null,
      };
      if (!previous) {
        created += 1;
        await tx.insert(catalogueProducts).values({
          ...row,
          id: productIds.get(product.key) ?? newId(),
          key: product.key,
          versions: { ...firstVersions },
        });
        continue;
      }
      // A product coming back after removal is re-priced like any change to its grid.
      const versions = nextVersions(
        { definition: previous.definition, versions: previous.versions },
        definition,
      );
      if (previous.removedAt) versions.pricing += 1;
      updated += 1;
      await tx
        .update(catalogueProducts)
        .set({ ...row, versions })
        .where(eq(catalogueProducts.id, previous.id));
    }

    const kept = new Set(catalogue.file.products.map((product) => product.key));
    const gone = existing.filter((row) => !kept.has(row.key) && row.removedAt === null);
    for (const row of gone) {
      await tx
        .update(catalogueProducts)
        .set({ removedAt: now, versions: { ...row.versions, pricing: row.versions.pricing + 1 } })
        .where(eq(catalogueProducts.id, row.id));
    }

    const summary = { products: catalogue.file.products.length, created, updated, removed: gone.length };
    await tx.insert(catalogueImports).values({
      id: newId(),
      ...scope,
      importedBy: target.employeeId,
      importedAt: now,
      summary,
    });
    return summary;
  });
}

/** Rows of a supplier that the file no longer names are marked removed (once). */
async function markRemoved(
  tx: Db,
  table: typeof catalogueBrands | typeof catalogueCategories | typeof catalogueSubCategories,
  manufacturerId: number,
  kept: readonly { id: string }[],
  now: Date,
): Promise<void> {
  const conditions = [eq(table.manufacturerId, manufacturerId), isNull(table.removedAt)];
  if (kept.length > 0)
    conditions.push(
      notInArray(
        table.id,
        kept.map((row) => row.id),
      ),
    );
  // The three tables share these columns; drizzle cannot see that through the union.
  await tx
    .update(table as typeof catalogueBrands)
    .set({ removedAt: now })
    .where(and(...conditions));
}
