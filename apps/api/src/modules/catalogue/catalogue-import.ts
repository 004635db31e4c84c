// Loads a checked catalogue into a supplier's rows in one transaction, matched by the file's keys:
// new keys are added, rows whose content changed are updated (with new versions for what changed),
// rows the file no longer lists are marked removed, and everything else is left untouched.
import type { CatalogueImportSummary } from "@portal/contract";
import { firstVersions, nextVersions } from "@portal/domain";
import { eq } from "drizzle-orm";
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
import { syncCatalogueLevel } from "./sync-catalogue-level.ts";

type Target = { manufacturerId: number; employeeId: number | null; now: Date };

/** A key's place among its parent's children: categories and sub-categories repeat keys across parents. */
function placeIn(parentId: string, key: string): string {
  return `${parentId}/${key}`;
}

export async function importCatalogue(
  db: Db,
  catalogue: CheckedCatalogue,
  target: Target,
): Promise<CatalogueImportSummary> {
  const { manufacturerId, now } = target;
  const { file } = catalogue;
  return db.transaction(async (tx) => {
    // One import at a time per supplier: the row lock orders concurrent imports.
    const [manufacturer] = await tx
      .select({ id: manufacturers.id, accountId: manufacturers.accountId })
      .from(manufacturers)
      .where(eq(manufacturers.id, manufacturerId))
      .for("update");
    if (!manufacturer) throw notFound();
    const scope = { accountId: manufacturer.accountId, manufacturerId };

    const brands = await syncCatalogueLevel(tx, {
      table: catalogueBrands,
      scope,
      now,
      placeOf: (row) => row.key,
      listed: file.brands.map((brand, sortOrder) => ({
        key: brand.key,
        place: brand.key,
        sortOrder,
        content: () => ({ name: brand.name }),
      })),
    });

    const categories = await syncCatalogueLevel(tx, {
      table: catalogueCategories,
      scope,
      now,
      placeOf: (row) => placeIn(row.brandId, row.key),
      listed: file.brands.flatMap((brand) => {
        const brandId = brands.ids.get(brand.key) ?? "";
        return brand.categories.map((category, sortOrder) => ({
          key: category.key,
          place: placeIn(brandId, category.key),
          sortOrder,
          content: () => ({ brandId, name: category.name }),
        }));
      }),
    });

    const subCategories = await syncCatalogueLevel(tx, {
      table: catalogueSubCategories,
      scope,
      now,
      placeOf: (row) => placeIn(row.categoryId, row.key),
      listed: file.brands.flatMap((brand) => {
        const brandId = brands.ids.get(brand.key) ?? "";
        return brand.categories.flatMap((category) => {
          const categoryId = categories.ids.get(placeIn(brandId, category.key)) ?? "";
          return category.subCategories.map((sub, sortOrder) => ({
            key: sub.key,
            place: placeIn(categoryId, sub.key),
            sortOrder,
            content: () => ({ brandId, categoryId, name: sub.name, imageUrl: sub.imageUrl ?? null }),
          }));
        });
      }),
    });

    const products = await syncCatalogueLevel(tx, {
      table: catalogueProducts,
      scope,
      now,
      placeOf: (row) => row.key,
      listed: file.products.map((product, sortOrder) => ({
        key: product.key,
        place: product.key,
        sortOrder,
        content: (productIds) => {
          const brandId = brands.ids.get(product.brand) ?? "";
          const categoryId = categories.ids.get(placeIn(brandId, product.category)) ?? "";
          return {
            type: product.type,
            brandId,
            categoryId,
            subCategoryId: product.subCategory
              ? (subCategories.ids.get(placeIn(categoryId, product.subCategory)) ?? null)
              : null,
            masterProductId: product.master ? (productIds.get(product.master) ?? null) : null,
            name: product.name,
            description: product.description,
            imageUrl: product.imageUrl ?? null,
            informationPdfs: product.informationPdfs,
            hasWidth: product.hasWidth,
            hasHeight: product.hasHeight,
            hasQuantity: product.hasQuantity,
            definition: definitionOf(product, catalogue),
          };
        },
      })),
      // Masters go in first, so a child's master_product_id always points at a stored row.
      insertFirst: (content) => content.type === "MASTER",
      stamps: {
        added: () => ({ versions: { ...firstVersions }, updatedAt: now }),
        rewritten: (stored, content, outcome) => {
          const versions = nextVersions(
            { definition: stored.definition, versions: stored.versions },
            content.definition,
          );
          // A product coming back after removal is re-priced like any change to its grid.
          if (outcome === "restored") versions.pricing += 1;
          return { versions, updatedAt: now };
        },
        removed: (stored) => ({ versions: { ...stored.versions, pricing: stored.versions.pricing + 1 } }),
      },
    });

    // What the file no longer lists is marked removed (quote lines still point at it), children first.
    for (const level of [products, subCategories, categories, brands]) {
      level.counts.removed = await level.removeUnlisted();
    }
    const summary: CatalogueImportSummary = {
      brands: brands.counts,
      categories: categories.counts,
      subCategories: subCategories.counts,
      products: products.counts,
    };
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
