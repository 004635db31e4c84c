// Loads a checked catalogue into a supplier's rows in one transaction, matched by the file's keys:
// new keys are added, rows whose content changed are updated (with new versions for what changed),
// rows the file no longer lists are marked removed, and everything else is left untouched.
import type { CatalogueChangeCounts, CatalogueImportSummary } from "@portal/contract";
import { firstVersions, nextVersions, sameJson } from "@portal/domain";
import { eq, inArray } from "drizzle-orm";
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

type Target = { manufacturerId: number; employeeId: number | null; now: Date };

/** Rows per INSERT: PostgreSQL allows 65,535 parameters in one statement. */
const insertChunk = 500;

function noChanges(): CatalogueChangeCounts {
  return { added: 0, changed: 0, removed: 0, unchanged: 0 };
}

type Placed = { id: string; removedAt: Date | null; sortOrder: number };

/**
 * How one stored row compares with the file's: `same` leaves it alone, `moved` only rewrites its
 * place in the list (not counted: inserting a row moves every row after it), `changed` rewrites it.
 */
function compare<T extends Placed>(
  stored: T | undefined,
  sortOrder: number,
  sameContent: (row: T) => boolean,
): "new" | "restored" | "changed" | "moved" | "same" {
  if (!stored) return "new";
  if (stored.removedAt) return "restored";
  if (!sameContent(stored)) return "changed";
  return stored.sortOrder === sortOrder ? "same" : "moved";
}

function count(counts: CatalogueChangeCounts, outcome: ReturnType<typeof compare>): void {
  if (outcome === "new" || outcome === "restored") counts.added += 1;
  else if (outcome === "changed") counts.changed += 1;
  else counts.unchanged += 1;
}

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += insertChunk) {
    await insert(rows.slice(start, start + insertChunk));
  }
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
    const summary: CatalogueImportSummary = {
      brands: noChanges(),
      categories: noChanges(),
      subCategories: noChanges(),
      products: noChanges(),
    };

    // ── Brands ──────────────────────────────────────────────────────────────────────────────
    const storedBrands = await tx
      .select()
      .from(catalogueBrands)
      .where(eq(catalogueBrands.manufacturerId, manufacturerId));
    const brandByKey = new Map(storedBrands.map((row) => [row.key, row]));
    const brandIds = new Map<string, string>();
    const newBrands: (typeof catalogueBrands.$inferInsert)[] = [];
    for (const [sortOrder, brand] of file.brands.entries()) {
      const stored = brandByKey.get(brand.key);
      const outcome = compare(stored, sortOrder, (row) => row.name === brand.name);
      count(summary.brands, outcome);
      const id = stored?.id ?? newId();
      brandIds.set(brand.key, id);
      if (!stored) newBrands.push({ ...scope, id, key: brand.key, name: brand.name, sortOrder });
      else if (outcome !== "same")
        await tx
          .update(catalogueBrands)
          .set({ name: brand.name, sortOrder, removedAt: null })
          .where(eq(catalogueBrands.id, id));
    }
    await insertInChunks(newBrands, (rows) => tx.insert(catalogueBrands).values(rows));

    // ── Categories (keyed within their brand) ───────────────────────────────────────────────
    const storedCategories = await tx
      .select()
      .from(catalogueCategories)
      .where(eq(catalogueCategories.manufacturerId, manufacturerId));
    const categoryByPlace = new Map(storedCategories.map((row) => [`${row.brandId}/${row.key}`, row]));
    const categoryIds = new Map<string, string>();
    const newCategories: (typeof catalogueCategories.$inferInsert)[] = [];
    for (const brand of file.brands) {
      const brandId = brandIds.get(brand.key) ?? "";
      for (const [sortOrder, category] of brand.categories.entries()) {
        const stored = categoryByPlace.get(`${brandId}/${category.key}`);
        const outcome = compare(stored, sortOrder, (row) => row.name === category.name);
        count(summary.categories, outcome);
        const id = stored?.id ?? newId();
        categoryIds.set(`${brand.key}/${category.key}`, id);
        if (!stored)
          newCategories.push({ ...scope, id, brandId, key: category.key, name: category.name, sortOrder });
        else if (outcome !== "same")
          await tx
            .update(catalogueCategories)
            .set({ name: category.name, sortOrder, removedAt: null })
            .where(eq(catalogueCategories.id, id));
      }
    }
    await insertInChunks(newCategories, (rows) => tx.insert(catalogueCategories).values(rows));

    // ── Sub-categories (keyed within their category) ────────────────────────────────────────
    const storedSubCategories = await tx
      .select()
      .from(catalogueSubCategories)
      .where(eq(catalogueSubCategories.manufacturerId, manufacturerId));
    const subCategoryByPlace = new Map(
      storedSubCategories.map((row) => [`${row.categoryId}/${row.key}`, row]),
    );
    const subCategoryIds = new Map<string, string>();
    const newSubCategories: (typeof catalogueSubCategories.$inferInsert)[] = [];
    for (const brand of file.brands) {
      const brandId = brandIds.get(brand.key) ?? "";
      for (const category of brand.categories) {
        const categoryId = categoryIds.get(`${brand.key}/${category.key}`) ?? "";
        for (const [sortOrder, sub] of category.subCategories.entries()) {
          const imageUrl = sub.imageUrl ?? null;
          const stored = subCategoryByPlace.get(`${categoryId}/${sub.key}`);
          const outcome = compare(
            stored,
            sortOrder,
            (row) => row.name === sub.name && row.imageUrl === imageUrl,
          );
          count(summary.subCategories, outcome);
          const id = stored?.id ?? newId();
          subCategoryIds.set(`${brand.key}/${category.key}/${sub.key}`, id);
          if (!stored)
            newSubCategories.push({
              ...scope,
              id,
              brandId,
              categoryId,
              key: sub.key,
              name: sub.name,
              imageUrl,
              sortOrder,
            });
          else if (outcome !== "same")
            await tx
              .update(catalogueSubCategories)
              .set({ name: sub.name, imageUrl, sortOrder, removedAt: null })
              .where(eq(catalogueSubCategories.id, id));
        }
      }
    }
    await insertInChunks(newSubCategories, (rows) => tx.insert(catalogueSubCategories).values(rows));

    // ── Products ────────────────────────────────────────────────────────────────────────────
    const storedProducts = await tx
      .select()
      .from(catalogueProducts)
      .where(eq(catalogueProducts.manufacturerId, manufacturerId));
    const productByKey = new Map(storedProducts.map((row) => [row.key, row]));
    const productIds = new Map(
      file.products.map((product) => [product.key, productByKey.get(product.key)?.id ?? newId()]),
    );
    const newMasters: (typeof catalogueProducts.$inferInsert)[] = [];
    const newProducts: (typeof catalogueProducts.$inferInsert)[] = [];
    const updates: { id: string; values: Partial<typeof catalogueProducts.$inferInsert> }[] = [];
    for (const [sortOrder, product] of file.products.entries()) {
      const stored = productByKey.get(product.key);
      const id = productIds.get(product.key) ?? newId();
      const content = {
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
        definition: definitionOf(product, catalogue),
      };
      const outcome = compare(stored, sortOrder, (row) =>
        (Object.keys(content) as (keyof typeof content)[]).every((field) =>
          sameJson(row[field], content[field]),
        ),
      );
      count(summary.products, outcome);
      if (!stored) {
        const row = {
          ...scope,
          ...content,
          id,
          key: product.key,
          versions: { ...firstVersions },
          sortOrder,
          updatedAt: now,
        };
        // Masters go in first, so a child's master_product_id always points at a stored row.
        (product.type === "MASTER" ? newMasters : newProducts).push(row);
      } else if (outcome === "moved") {
        updates.push({ id, values: { sortOrder } });
      } else if (outcome !== "same") {
        const versions = nextVersions(
          { definition: stored.definition, versions: stored.versions },
          content.definition,
        );
        // A product coming back after removal is re-priced like any change to its grid.
        if (outcome === "restored") versions.pricing += 1;
        updates.push({ id, values: { ...content, versions, sortOrder, updatedAt: now, removedAt: null } });
      }
    }
    await insertInChunks(newMasters, (rows) => tx.insert(catalogueProducts).values(rows));
    await insertInChunks(newProducts, (rows) => tx.insert(catalogueProducts).values(rows));
    for (const update of updates) {
      await tx.update(catalogueProducts).set(update.values).where(eq(catalogueProducts.id, update.id));
    }

    // ── What the file no longer lists: marked removed (quote lines still point at it) ───────
    const keptProducts = new Set(file.products.map((product) => product.key));
    for (const row of storedProducts) {
      if (row.removedAt || keptProducts.has(row.key)) continue;
      summary.products.removed += 1;
      await tx
        .update(catalogueProducts)
        .set({ removedAt: now, versions: { ...row.versions, pricing: row.versions.pricing + 1 } })
        .where(eq(catalogueProducts.id, row.id));
    }
    summary.subCategories.removed = await markRemoved(
      tx,
      catalogueSubCategories,
      storedSubCategories,
      new Set(subCategoryIds.values()),
      now,
    );
    summary.categories.removed = await markRemoved(
      tx,
      catalogueCategories,
      storedCategories,
      new Set(categoryIds.values()),
      now,
    );
    summary.brands.removed = await markRemoved(
      tx,
      catalogueBrands,
      storedBrands,
      new Set(brandIds.values()),
      now,
    );

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

/** Marks the live rows the file no longer names removed; answers how many. */
async function markRemoved(
  tx: Db,
  table: typeof catalogueBrands | typeof catalogueCategories | typeof catalogueSubCategories,
  stored: readonly { id: string; removedAt: Date | null }[],
  kept: ReadonlySet<string>,
  now: Date,
): Promise<number> {
  const gone = stored.filter((row) => row.removedAt === null && !kept.has(row.id)).map((row) => row.id);
  if (gone.length === 0) return 0;
  // The three tables share these columns; drizzle cannot see that through the union.
  const same = table as typeof catalogueBrands;
  await tx.update(same).set({ removedAt: now }).where(inArray(same.id, gone));
  return gone.length;
}
