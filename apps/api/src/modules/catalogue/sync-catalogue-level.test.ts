// A level below the top (categories, keyed within their brand) through every outcome: the import's
// own tests cover products, whose versions are stamped on top of this.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { catalogueBrands, catalogueCategories, manufacturers } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/helper.ts";
import { syncCatalogueLevel } from "./sync-catalogue-level.ts";

/** The seeded brand's categories, in their order. */
const seeded: [key: string, name: string][] = [
  ["roller", "Roller Blinds"],
  ["venetian", "Venetians"],
  ["shutter", "Shutters"],
];

let test: TestApp;
let scope: { accountId: string; manufacturerId: number };
let brandId: string;

beforeAll(async () => {
  test = await createTestApp();
  const [sunline] = await test.db
    .select({ id: manufacturers.id, accountId: manufacturers.accountId })
    .from(manufacturers)
    .where(eq(manufacturers.name, "Sunline Blinds"));
  if (!sunline) throw new Error("seeded supplier missing");
  scope = { accountId: sunline.accountId, manufacturerId: sunline.id };
  const [brand] = await test.db
    .select({ id: catalogueBrands.id })
    .from(catalogueBrands)
    .where(and(eq(catalogueBrands.manufacturerId, sunline.id), eq(catalogueBrands.key, "sunline")));
  if (!brand) throw new Error("seeded brand missing");
  brandId = brand.id;
});
afterAll(() => test.close());

async function categoriesByKey() {
  const rows = await test.db
    .select()
    .from(catalogueCategories)
    .where(eq(catalogueCategories.brandId, brandId));
  return new Map(rows.map((row) => [row.key, row]));
}

/** Syncs the brand's categories to `names` (key to name, in order) and marks the rest removed. */
async function syncCategories(names: [key: string, name: string][], now: Date) {
  const level = await syncCatalogueLevel(test.db, {
    table: catalogueCategories,
    scope,
    now,
    placeOf: (row) => `${row.brandId}/${row.key}`,
    listed: names.map(([key, name], sortOrder) => ({
      key,
      place: `${brandId}/${key}`,
      sortOrder,
      content: () => ({ brandId, name }),
    })),
  });
  const removed = await level.removeUnlisted();
  return { ids: level.ids, counts: { ...level.counts, removed } };
}

it("adds, renames, moves and removes a level's rows, and brings a removed row back with its id", async () => {
  const before = await categoriesByKey();
  const first = new Date("2026-11-20T00:00:00Z");
  const changed = await syncCategories(
    [
      ["venetian", "Venetian Blinds"],
      ["roller", "Roller Blinds"],
      ["awning", "Awnings"],
    ],
    first,
  );
  // Roller only moved down a place: unchanged, as inserting a row before it would do.
  expect(changed.counts).toEqual({ added: 1, changed: 1, removed: 1, unchanged: 1 });
  const afterChange = await categoriesByKey();
  expect(afterChange.get("venetian")).toMatchObject({
    id: before.get("venetian")?.id,
    name: "Venetian Blinds",
    sortOrder: 0,
    removedAt: null,
  });
  expect(afterChange.get("roller")).toMatchObject({ id: before.get("roller")?.id, sortOrder: 1 });
  expect(afterChange.get("awning")).toMatchObject({
    id: changed.ids.get(`${brandId}/awning`),
    ...scope,
    brandId,
    name: "Awnings",
    sortOrder: 2,
    removedAt: null,
  });
  expect(afterChange.get("shutter")).toMatchObject({ id: before.get("shutter")?.id, removedAt: first });

  const restored = await syncCategories(seeded, new Date("2026-11-21T00:00:00Z"));
  expect(restored.counts).toEqual({ added: 1, changed: 1, removed: 1, unchanged: 1 });
  const afterRestore = await categoriesByKey();
  for (const [key] of seeded) {
    expect(afterRestore.get(key)).toMatchObject({
      id: before.get(key)?.id,
      name: before.get(key)?.name,
      sortOrder: before.get(key)?.sortOrder,
      removedAt: null,
    });
  }
  expect(afterRestore.get("awning")?.removedAt).toEqual(new Date("2026-11-21T00:00:00Z"));
});

it("leaves a level alone when the file lists what is stored, in the same order", async () => {
  const before = await categoriesByKey();
  const same = await syncCategories(seeded, new Date("2026-11-22T00:00:00Z"));
  expect(same.counts).toEqual({ added: 0, changed: 0, removed: 0, unchanged: 3 });
  expect(await categoriesByKey()).toEqual(before);
});
