import { readdirSync, readFileSync } from "node:fs";
import type { Product, ProductDetail, ProductTree } from "@portal/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dealerManufacturers, dealerSettings, manufacturers } from "../../db/schema/index.ts";
import { demoUsers, harbourAdmin } from "../../demo/demo-users.ts";
import { seedIds } from "../../demo/seed.ts";
import { codesOf } from "../../test/answers.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/helper.ts";

const { admin, sales, dealsOnly } = demoUsers;

let t: TestApp;
let demo: TestClient;
let sunlineId: number;
let coastalId: number;

beforeAll(async () => {
  t = await createTestApp();
  demo = await t.signIn(admin.username, admin.password);
  const rows = await t.db
    .select({ id: manufacturers.id, accountId: manufacturers.accountId })
    .from(manufacturers);
  sunlineId = rows.find((row) => row.accountId === seedIds.sunlineAccount)?.id ?? 0;
  coastalId = rows.find((row) => row.accountId === seedIds.coastalAccount)?.id ?? 0;
});
afterAll(() => t.close());

async function products(client: TestClient, query = ""): Promise<Product[]> {
  const response = await client.get(`/api/catalogue/products${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function productNamed(name: string): Promise<Product> {
  const found = (await products(demo)).find((product) => product.name === name);
  if (!found) throw new Error(`no product ${name}`);
  return found;
}

/** A multipart body with several files, as a browser's form sends them. */
function filesBody(files: { field: string; filename: string; content: string; contentType: string }[]) {
  const boundary = "----portal-catalogue-boundary-1f9a";
  const parts = files.map(
    (file) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
      `Content-Type: ${file.contentType}\r\n\r\n${file.content}\r\n`,
  );
  return {
    payload: Buffer.from(`${parts.join("")}--${boundary}--\r\n`),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

function coastalFiles(change?: (json: { products: { key: string; name: string }[] }) => void) {
  const dir = new URL("../../demo/catalogues/coastal/", import.meta.url);
  const json = JSON.parse(readFileSync(new URL("catalogue.json", dir), "utf8"));
  change?.(json);
  const csv = readdirSync(dir)
    .filter((name) => name.endsWith(".csv"))
    .map((name) => ({
      field: "grids",
      filename: name,
      content: readFileSync(new URL(name, dir), "utf8"),
      contentType: "text/csv",
    }));
  return filesBody([
    {
      field: "catalogue",
      filename: "catalogue.json",
      content: JSON.stringify(json),
      contentType: "application/json",
    },
    ...csv,
  ]);
}

describe("browsing the catalogue", () => {
  it("lists the linked suppliers' brands with categories and sub-categories", async () => {
    const response = await demo.get("/api/catalogue/brands");
    expect(response.statusCode).toBe(200);
    const brands = response.json() as {
      brandName: string;
      categories: { name: string }[];
      manufacturerId: number;
    }[];
    expect(brands.map((brand) => brand.brandName)).toEqual(["Sunline", "Coastal Curtains"]);
    expect(brands[0]?.categories.map((category) => category.name)).toEqual([
      "Roller Blinds",
      "Venetians",
      "Shutters",
    ]);
    const onlyCoastal = (await demo.get(`/api/catalogue/brands?manufacturerId=${coastalId}`)).json();
    expect(onlyCoastal).toHaveLength(1);
  });

  it("finds products by search and by place", async () => {
    expect((await products(demo, "?search=roller")).map((product) => product.name)).toEqual([
      "Roller Blind",
      "Blockout Roller Blind",
      "Light Filtering Roller Blind",
      "Sunscreen Roller Blind",
    ]);
    const master = await productNamed("Roller Blind");
    expect(master).toMatchObject({ type: "MASTER", hasChildren: true });
    const curtains = await products(demo, `?categoryId=${(await productNamed("S-Fold Curtain")).categoryId}`);
    expect(curtains.map((product) => product.name)).toEqual(["S-Fold Curtain", "Pinch Pleat Curtain"]);
  });

  it("gives the configurator a product's options and fabrics, never its costs", async () => {
    const curtain = await productNamed("S-Fold Curtain");
    const response = await demo.get(`/api/catalogue/products/${curtain.id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json() as ProductDetail;
    expect(detail.optionGroups.map((group) => group.name)).toEqual(["Track"]);
    expect(detail.fabrics.map((fabric) => `${fabric.name} ${fabric.color}`)).toContain("Linen Look Oat");
    expect(response.body).not.toMatch(/cost/i);
  });

  it("staff with the Deals feature browse; another dealer sees only its own suppliers", async () => {
    const dealsOnlyClient = await t.signIn(dealsOnly.username, dealsOnly.password);
    expect((await products(dealsOnlyClient)).length).toBeGreaterThan(0);
    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    const blockout = await productNamed("Blockout Roller Blind");
    expect((await harbour.get(`/api/catalogue/products/${blockout.id}`)).statusCode).toBe(404);
    expect((await products(harbour)).every((product) => product.manufacturerId === coastalId)).toBe(true);
  });
});

describe("product overrides", () => {
  const treeNode = async (name: string) => {
    const tree = (await demo.get("/api/catalogue/product-tree")).json() as ProductTree;
    for (const brand of tree)
      for (const category of brand.categories) {
        if (category.name === name) return category;
        for (const product of category.products) if (product.name === name) return product;
      }
    throw new Error(`no node ${name}`);
  };

  it("the tree shows Default until an override, then its values; the category's values show inherited", async () => {
    expect((await treeNode("Shutters")).badge).toEqual({ kind: "DEFAULT" });
    const shutter = await productNamed("PVC Plantation Shutter");
    const created = await demo.post("/api/old/account-settings/dealer-portal/product-overrides", {
      overrideType: "BRAND_CATEGORY",
      brandId: shutter.brandId,
      categoryId: shutter.categoryId,
      adjustmentType: "CUSTOM",
      baseAdjustmentValue: 25,
      optionsAdjustmentValue: 12.5,
      isHidden: false,
    });
    expect(created.statusCode).toBe(200);
    expect((await treeNode("Shutters")).badge).toEqual({
      kind: "ADJUSTMENT",
      adjustmentType: "PERCENT_MARK_UP",
      basePercent: "25.0000",
      optionsPercent: "12.5000",
      inherited: false,
    });
    expect((await treeNode("PVC Plantation Shutter")).badge).toMatchObject({
      kind: "ADJUSTMENT",
      inherited: true,
    });
  });

  it("a hidden product leaves the browser and the configurator; INHERIT + visible removes the override", async () => {
    const product = await productNamed("Sunscreen Roller Blind");
    const hide = await demo.post("/api/old/account-settings/dealer-portal/product-overrides", {
      overrideType: "PRODUCT",
      productId: product.id,
      adjustmentType: "INHERIT",
      baseAdjustmentValue: 0,
      optionsAdjustmentValue: 0,
      isHidden: true,
    });
    expect(hide.statusCode).toBe(200);
    const id = hide.json().id as string;
    expect((await products(demo)).some((candidate) => candidate.id === product.id)).toBe(false);
    expect((await demo.get(`/api/catalogue/products/${product.id}`)).statusCode).toBe(404);
    expect((await treeNode("Sunscreen Roller Blind")).badge).toEqual({ kind: "HIDDEN" });

    const show = await demo.request({
      method: "PUT",
      url: `/api/old/account-settings/dealer-portal/product-overrides/${id}`,
      payload: {
        overrideType: "PRODUCT",
        productId: product.id,
        adjustmentType: "INHERIT",
        baseAdjustmentValue: 0,
        optionsAdjustmentValue: 0,
        isHidden: false,
      },
    });
    expect(show.json()).toEqual({ deleted: true });
    const list = (await demo.get("/api/old/account-settings/dealer-portal/product-overrides")).json() as {
      id: string;
    }[];
    expect(list.some((override) => override.id === id)).toBe(false);
    expect((await products(demo)).some((candidate) => candidate.id === product.id)).toBe(true);
  });

  it("refuses a margin of 100 or more and another dealer's products", async () => {
    const product = await productNamed("Blockout Roller Blind");
    await t.db
      .update(dealerSettings)
      .set({ accountAdjustmentType: "PERCENT_MARGIN" })
      .where(eq(dealerSettings.accountId, seedIds.demoAccount));
    const body = {
      overrideType: "PRODUCT",
      productId: product.id,
      adjustmentType: "CUSTOM",
      baseAdjustmentValue: 100,
      optionsAdjustmentValue: 20,
      isHidden: false,
    };
    const refused = await demo.post("/api/old/account-settings/dealer-portal/product-overrides", body);
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(["baseAdjustmentValue"]);
    await t.db
      .update(dealerSettings)
      .set({ accountAdjustmentType: "PERCENT_MARK_UP" })
      .where(eq(dealerSettings.accountId, seedIds.demoAccount));

    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    const other = await harbour.post("/api/old/account-settings/dealer-portal/product-overrides", {
      ...body,
      baseAdjustmentValue: 10,
    });
    expect(other.statusCode).toBe(404);
  });
});

describe("POST /catalogue/import", () => {
  it("refuses a dealer for a supplier that is not its own internal one", async () => {
    const response = await demo.request({
      method: "POST",
      url: `/api/catalogue/import?manufacturerId=${coastalId}`,
      ...coastalFiles(),
    });
    expect(response.statusCode).toBe(403);
    // Another dealer's internal supplier is not even there for this one.
    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    const other = await harbour.request({
      method: "POST",
      url: `/api/catalogue/import?manufacturerId=${sunlineId}`,
      ...coastalFiles(),
    });
    expect(other.statusCode).toBe(404);
  });

  it("loads an internal supplier's catalogue for an admin, and answers a bad file with every path", async () => {
    await t.db
      .update(dealerManufacturers)
      .set({ isInternal: true })
      .where(
        and(
          eq(dealerManufacturers.accountId, seedIds.demoAccount),
          eq(dealerManufacturers.manufacturerId, coastalId),
        ),
      );

    const bad = await demo.request({
      method: "POST",
      url: `/api/catalogue/import?manufacturerId=${coastalId}`,
      ...coastalFiles((json) => {
        json.products[1] = { ...(json.products[1] as { key: string; name: string }), key: "curtain-s-fold" };
      }),
    });
    expect(bad.statusCode).toBe(422);
    expect(codesOf(bad.json().errors)).toEqual({ "products.1.key": ["KEY_TAKEN"] });

    const renamed = await demo.request({
      method: "POST",
      url: `/api/catalogue/import?manufacturerId=${coastalId}`,
      ...coastalFiles((json) => {
        const first = json.products[0];
        if (first) first.name = "S-Fold Curtain (2027)";
      }),
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().products).toEqual({ added: 0, changed: 1, removed: 0, unchanged: 2 });
    expect((await products(demo, "?search=2027")).map((product) => product.name)).toEqual([
      "S-Fold Curtain (2027)",
    ]);

    const salesClient = await t.signIn(sales.username, sales.password);
    const notAdmin = await salesClient.request({
      method: "POST",
      url: `/api/catalogue/import?manufacturerId=${coastalId}`,
      ...coastalFiles(),
    });
    expect(notAdmin.statusCode).toBe(403);
  });
});
