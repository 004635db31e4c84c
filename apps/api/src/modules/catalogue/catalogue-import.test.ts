import { readdirSync, readFileSync } from "node:fs";
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
      [`products.${shutterIndex}.priceGrid`]: ["The price grid file is missing from the upload"],
      "grids.roller-blockout.csv.2": ["Use a decimal number such as 12.5"],
    });
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

  it("importing the same file again changes no version", async () => {
    const before = await productsByKey();
    const { json, csv } = demoFiles();
    const summary = await importCatalogue(test.db, checked(json, csv), {
      manufacturerId,
      employeeId: null,
      now,
    });
    expect(summary).toEqual({ products: 7, created: 0, updated: 7, removed: 0 });
    const after = await productsByKey();
    for (const [key, row] of after) expect(row.versions).toEqual(before.get(key)?.versions);
  });

  it("a changed import keeps ids, raises only the versions of what changed and marks dropped products removed", async () => {
    const before = await productsByKey();
    const { json, csv } = demoFiles();
    const file = json as { charges: Record<string, string>; products: { key: string }[] };
    file.charges = { ...file.charges, freightPerItem: "14" };
    file.products = file.products.filter((product) => product.key !== "venetian-timber-50");
    csv.set("roller-blockout.csv", (csv.get("roller-blockout.csv") ?? "").replace("900,56.5,", "900,58,"));

    const summary = await importCatalogue(test.db, checked(file, csv), {
      manufacturerId,
      employeeId: null,
      now: new Date("2026-11-21T00:00:00Z"),
    });
    expect(summary).toEqual({ products: 6, created: 0, updated: 6, removed: 1 });

    const after = await productsByKey();
    const blockout = after.get("roller-blockout");
    expect(blockout?.id).toBe(before.get("roller-blockout")?.id);
    expect(blockout?.versions).toMatchObject({ pricing: 2, freight: 2, rules: 1, fabric: 1 });
    // The shutter has its own charges: the supplier-wide freight change does not touch it.
    expect(after.get("shutter-pvc")?.versions).toMatchObject({ pricing: 1, freight: 1 });
    expect(after.get("roller-sunscreen")?.versions).toMatchObject({ pricing: 1, freight: 2 });
    expect(after.get("venetian-timber-50")?.removedAt).not.toBeNull();
    expect(after.get("venetian-timber-50")?.versions.pricing).toBe(2);
  });

  it("answers 404 for a supplier that does not exist, storing nothing", async () => {
    const { json, csv } = demoFiles();
    await expect(
      importCatalogue(test.db, checked(json, csv), { manufacturerId: 999_999, employeeId: null, now }),
    ).rejects.toMatchObject({ statusCode: 404 });
  });
});
