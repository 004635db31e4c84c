import { readdirSync, readFileSync } from "node:fs";
import { firstVersions } from "@portal/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueProducts, manufacturers } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/helper.ts";
import { type CheckedCatalogue, checkCatalogue } from "./catalogue-file.ts";
import { importCatalogue } from "./catalogue-import.ts";

const demoDir = new URL("../../demo/catalogues/sunline/", import.meta.url);

function demoFiles(): { json: Record<string, unknown>; csv: Map<string, string> } {
  const csv = new Map<string, string>();
  for (const name of readdirSync(demoDir)) {
    if (name.endsWith(".csv")) csv.set(name, readFileSync(new URL(name, demoDir), "utf8"));
  }
  return { json: JSON.parse(readFileSync(new URL("catalogue.json", demoDir), "utf8")), csv };
}

function checked(json: unknown, csv: Map<string, string>): CheckedCatalogue {
  const result = checkCatalogue(json, csv);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.catalogue;
}

let test: TestApp;
let manufacturerId: number;
const now = new Date("2026-11-20T00:00:00Z");

beforeAll(async () => {
  test = await createTestApp();
  const [sunline] = await test.db
    .select({ id: manufacturers.id })
    .from(manufacturers)
    .where(eq(manufacturers.name, "Sunline Blinds"));
  if (!sunline) throw new Error("seeded supplier missing");
  manufacturerId = sunline.id;
});
afterAll(() => test.close());

async function productsByKey() {
  const rows = await test.db
    .select()
    .from(catalogueProducts)
    .where(eq(catalogueProducts.manufacturerId, manufacturerId));
  return new Map(rows.map((row) => [row.key, row]));
}

describe("checkCatalogue", () => {
  it("names a missing CSV grid and a CSV's bad row", () => {
    const { json, csv } = demoFiles();
    csv.delete("shutter-pvc.csv");
    csv.set("roller-blockout.csv", "drop\\width,600,900\n900,56,abc\n");
    const result = checkCatalogue(json, csv);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const shutterIndex = (json.products as { key: string }[]).findIndex(
      (product) => product.key === "shutter-pvc",
    );
    expect(result.errors).toMatchObject({
      [`products.${shutterIndex}.priceGrid`]: [{ code: "GRID_FILE_MISSING" }],
      "grids.roller-blockout.csv.2": [{ code: "DECIMAL_EXPECTED" }],
    });
  });

  it("names a bad CSV row even when the JSON itself has problems", () => {
    const { json, csv } = demoFiles();
    csv.set("roller-blockout.csv", "drop\\width,600,900\n900,56,abc\n");
    const broken = { ...json, brands: "not a list" };
    const result = checkCatalogue(broken, csv);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors["grids.roller-blockout.csv.2"]).toEqual([{ code: "DECIMAL_EXPECTED" }]);
    expect(result.errors.brands).toEqual([{ code: "INVALID_TYPE", params: { expected: "array" } }]);
  });
});

describe("importCatalogue", () => {
  it("the seed loaded the demo file: masters before children, definitions keyed by the file's keys", async () => {
    const products = await productsByKey();
    const blockout = products.get("roller-blockout");
    expect(blockout?.masterProductId).toBe(products.get("roller-master")?.id);
    expect(blockout?.definition.priceGrid?.widths).toEqual([
      600, 900, 1200, 1500, 1800, 2100, 2400, 2700, 3000,
    ]);
    expect(blockout?.definition.optionGroups.map((group) => group.id)).toEqual([
      "control",
      "roll",
      "bottom-rail",
      "extras",
    ]);
    expect(blockout?.definition.charges.freightPerItem).toBe("12");
    expect(products.get("shutter-pvc")?.definition.charges.freightPerItem).toBe("25");
    expect(blockout?.versions).toEqual({
      pricing: 1,
      costPadding: 1,
      fabric: 1,
      freight: 1,
      installation: 1,
      rules: 1,
      surcharges: 1,
    });
  });

  it("importing the same file again writes nothing: every row unchanged, versions and times kept", async () => {
    const before = await productsByKey();
    const { json, csv } = demoFiles();
    const summary = await importCatalogue(test.db, checked(json, csv), {
      manufacturerId,
      employeeId: null,
      now,
    });
    expect(summary).toEqual({
      brands: { added: 0, changed: 0, removed: 0, unchanged: 1 },
      categories: { added: 0, changed: 0, removed: 0, unchanged: 3 },
      subCategories: { added: 0, changed: 0, removed: 0, unchanged: 5 },
      products: { added: 0, changed: 0, removed: 0, unchanged: 7 },
    });
    const after = await productsByKey();
    for (const [key, row] of after) {
      expect(row.versions).toEqual(before.get(key)?.versions);
      expect(row.updatedAt).toEqual(before.get(key)?.updatedAt);
    }
  });

  it("a changed import keeps ids, rewrites only what changed, adds and marks dropped rows removed", async () => {
    const before = await productsByKey();
    const { json, csv } = demoFiles();
    const file = json as {
      brands: { key: string; categories: { key: string; name: string; subCategories: unknown[] }[] }[];
      products: { key: string; name: string; category: string; subCategory?: string | null }[];
    };
    file.products = file.products.filter((product) => product.key !== "venetian-timber-50");
    for (const product of file.products)
      if (product.key === "roller-sunscreen") product.name = "Sunscreen 5%";
    csv.set("roller-blockout.csv", (csv.get("roller-blockout.csv") ?? "").replace("900,56.5,", "900,58,"));
    // A new category with a new product, placed first so every product before the removed one moves.
    file.brands[0]?.categories.push({ key: "awning", name: "Awnings", subCategories: [] });
    const shutter = file.products.find((product) => product.key === "shutter-pvc");
    file.products.unshift({
      ...structuredClone(shutter),
      key: "awning-fixed",
      name: "Fixed Awning",
      category: "awning",
      subCategory: null,
    } as (typeof file.products)[number]);

    const later = new Date("2026-11-21T00:00:00Z");
    const summary = await importCatalogue(test.db, checked(file, csv), {
      manufacturerId,
      employeeId: null,
      now: later,
    });
    expect(summary).toEqual({
      brands: { added: 0, changed: 0, removed: 0, unchanged: 1 },
      categories: { added: 1, changed: 0, removed: 0, unchanged: 3 },
      subCategories: { added: 0, changed: 0, removed: 0, unchanged: 5 },
      products: { added: 1, changed: 2, removed: 1, unchanged: 4 },
    });

    const after = await productsByKey();
    const blockout = after.get("roller-blockout");
    expect(blockout?.id).toBe(before.get("roller-blockout")?.id);
    expect(blockout?.versions).toMatchObject({ pricing: 2, freight: 1, rules: 1, fabric: 1 });
    expect(blockout?.updatedAt).toEqual(later);
    // A new name is a change, but not one that re-prices anything.
    expect(after.get("roller-sunscreen")?.name).toBe("Sunscreen 5%");
    expect(after.get("roller-sunscreen")?.versions).toEqual(before.get("roller-sunscreen")?.versions);
    // Untouched apart from its place in the list: same versions, same time, one place down.
    const lightFilter = after.get("roller-light-filter");
    expect(lightFilter?.versions).toEqual(before.get("roller-light-filter")?.versions);
    expect(lightFilter?.updatedAt).toEqual(before.get("roller-light-filter")?.updatedAt);
    expect(lightFilter?.sortOrder).toBe((before.get("roller-light-filter")?.sortOrder ?? -1) + 1);
    expect(after.get("awning-fixed")?.sortOrder).toBe(0);
    expect(after.get("awning-fixed")?.versions).toEqual(firstVersions);
    expect(after.get("venetian-timber-50")?.removedAt).toEqual(later);
    expect(after.get("venetian-timber-50")?.versions.pricing).toBe(2);
  });

  it("a product listed again comes back as added with its id; a supplier-wide charge changes every product on it", async () => {
    const before = await productsByKey();
    const { json, csv } = demoFiles();
    const file = json as { charges: Record<string, string> };
    file.charges = { ...file.charges, freightPerItem: "14" };
    const summary = await importCatalogue(test.db, checked(file, csv), {
      manufacturerId,
      employeeId: null,
      now: new Date("2026-11-22T00:00:00Z"),
    });
    // Changed: the master and four products on the supplier's charges; the shutter has its own.
    expect(summary.products).toEqual({ added: 1, changed: 5, removed: 1, unchanged: 1 });
    expect(summary.categories).toEqual({ added: 0, changed: 0, removed: 1, unchanged: 3 });
    const after = await productsByKey();
    expect(after.get("venetian-timber-50")?.id).toBe(before.get("venetian-timber-50")?.id);
    expect(after.get("venetian-timber-50")?.removedAt).toBeNull();
    expect(after.get("awning-fixed")?.removedAt).not.toBeNull();
    expect(after.get("roller-light-filter")?.versions).toMatchObject({ pricing: 1, freight: 2 });
    expect(after.get("shutter-pvc")?.versions).toEqual(before.get("shutter-pvc")?.versions);
  });

  it("loads a large file in one go (inserts are split under PostgreSQL's parameter limit)", async () => {
    const { json, csv } = demoFiles();
    const file = json as { products: { key: string; name: string }[] };
    const template = file.products.find((product) => product.key === "roller-blockout");
    for (let index = 0; index < 1200; index += 1) {
      file.products.push({
        ...structuredClone(template),
        key: `bulk-${index}`,
        name: `Bulk ${index}`,
      } as (typeof file.products)[number]);
    }
    const summary = await importCatalogue(test.db, checked(file, csv), {
      manufacturerId,
      employeeId: null,
      now: new Date("2026-11-23T00:00:00Z"),
    });
    expect(summary.products).toMatchObject({ added: 1200, removed: 0 });
    expect((await productsByKey()).get("bulk-1199")?.removedAt).toBeNull();
  });

  it("answers 404 for a supplier that does not exist, storing nothing", async () => {
    const { json, csv } = demoFiles();
    await expect(
      importCatalogue(test.db, checked(json, csv), { manufacturerId: 999_999, employeeId: null, now }),
    ).rejects.toMatchObject({ statusCode: 404 });
  });
});
