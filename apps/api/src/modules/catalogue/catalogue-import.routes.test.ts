// POST /catalogue/import as the demo uses it: Demo Blinds Co's admin loads its internal supplier
// (Sunline), Coastal's own staff load Coastal's; everyone else is refused.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueProducts, manufacturers, quotes } from "../../db/schema/index.ts";
import { demoCatalogueFile } from "../../demo/catalogues.ts";
import { coastalAdmin, demoUsers, harbourAdmin } from "../../demo/demo-users.ts";
import { seedIds } from "../../demo/seed.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/helper.ts";

type Part = { field: string; filename: string; content: string; contentType: string };
type CatalogueJson = {
  products: { key: string; name: string; priceGrid?: unknown }[];
  brands: { key: string; name: string }[];
};

/** A multipart body with several files, as the browser's form sends them. */
function filesBody(parts: Part[]) {
  const boundary = "----portal-catalogue-import-7f3c";
  const body = parts.map(
    (part) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\n` +
      `Content-Type: ${part.contentType}\r\n\r\n${part.content}\r\n`,
  );
  return {
    payload: Buffer.from(`${body.join("")}--${boundary}--\r\n`),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** A demo supplier's files, changed as a test needs (JSON and CSVs by name). */
function demoUpload(
  folder: "sunline" | "coastal",
  change: (json: CatalogueJson, csv: Map<string, string>) => void = () => {},
) {
  const file = demoCatalogueFile(folder);
  const dir = path.dirname(file);
  const json = JSON.parse(readFileSync(file, "utf8")) as CatalogueJson;
  const csv = new Map(
    readdirSync(dir)
      .filter((name) => name.endsWith(".csv"))
      .map((name) => [name, readFileSync(path.join(dir, name), "utf8")] as const),
  );
  change(json, csv);
  return filesBody([
    {
      field: "catalogue",
      filename: "catalogue.json",
      content: JSON.stringify(json),
      contentType: "application/json",
    },
    ...[...csv].map(([filename, content]) => ({
      field: "grids",
      filename,
      content,
      contentType: "text/csv",
    })),
  ]);
}

let t: TestApp;
let demo: TestClient;
let sunlineId: number;
let coastalId: number;

beforeAll(async () => {
  t = await createTestApp();
  demo = await t.signIn(demoUsers.admin.username, demoUsers.admin.password);
  const rows = await t.db
    .select({ id: manufacturers.id, accountId: manufacturers.accountId })
    .from(manufacturers);
  sunlineId = rows.find((row) => row.accountId === seedIds.sunlineAccount)?.id ?? 0;
  coastalId = rows.find((row) => row.accountId === seedIds.coastalAccount)?.id ?? 0;
});
afterAll(() => t.close());

const importUrl = (manufacturerId: number) => `/api/catalogue/import?manufacturerId=${manufacturerId}`;

/** A Draft of the demo with a line of this product. */
async function draftWith(productName: string): Promise<string> {
  const [product] = await t.db
    .select({ id: catalogueProducts.id })
    .from(catalogueProducts)
    .where(eq(catalogueProducts.name, productName));
  const drafts = await t.db
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(eq(quotes.accountId, seedIds.demoAccount), eq(quotes.status, "DRAFT")));
  for (const draft of drafts) {
    const detail = await demo.get(`/api/quotes/${draft.id}`);
    const lines: { context: { product: { id: string } } }[] = detail.json().context.orderLines;
    if (lines.some((line) => line.context.product.id === product?.id)) return draft.id;
  }
  throw new Error(`no demo Draft has a ${productName}`);
}

async function pendingProducts(quoteId: string): Promise<string[]> {
  const response = await demo.get(`/api/quotes/${quoteId}`);
  expect(response.statusCode).toBe(200);
  return response
    .json()
    .context.pendingUpdates.products.map((product: { productName: string }) => product.productName);
}

describe("who may load a catalogue", () => {
  it("the demo says Sunline is Demo Blinds Co's internal supplier, Coastal is not", async () => {
    const response = await demo.get("/api/old/manufacturers");
    const suppliers: { id: number; manufacturer_customer_settings: { is_internal: boolean } }[] =
      response.json().data;
    expect(suppliers.find((supplier) => supplier.id === sunlineId)?.manufacturer_customer_settings).toEqual({
      is_internal: true,
    });
    expect(suppliers.find((supplier) => supplier.id === coastalId)?.manufacturer_customer_settings).toEqual({
      is_internal: false,
    });
  });

  it("refuses the dealer's non-admin staff, another dealer and another supplier's staff", async () => {
    const sales = await t.signIn(demoUsers.sales.username, demoUsers.sales.password);
    expect(
      (await sales.request({ method: "POST", url: importUrl(sunlineId), ...demoUpload("sunline") }))
        .statusCode,
    ).toBe(403);
    const rep = await t.signIn(demoUsers.supplierRep.username, demoUsers.supplierRep.password);
    expect(
      (await rep.request({ method: "POST", url: importUrl(sunlineId), ...demoUpload("sunline") })).statusCode,
    ).toBe(403);
    // Demo Blinds Co sells Coastal, but Coastal keeps its own catalogue.
    expect(
      (await demo.request({ method: "POST", url: importUrl(coastalId), ...demoUpload("coastal") }))
        .statusCode,
    ).toBe(403);
    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    expect(
      (await harbour.request({ method: "POST", url: importUrl(sunlineId), ...demoUpload("sunline") }))
        .statusCode,
    ).toBe(404);
    const coastal = await t.signIn(coastalAdmin.username, coastalAdmin.password);
    expect(
      (await coastal.request({ method: "POST", url: importUrl(sunlineId), ...demoUpload("sunline") }))
        .statusCode,
    ).toBe(404);
    expect(
      (await demo.request({ method: "POST", url: importUrl(999_999), ...demoUpload("sunline") })).statusCode,
    ).toBe(404);
  });
});

describe("a dealer admin loading its internal supplier", () => {
  it("answers every problem of a bad upload by its path, and loads nothing", async () => {
    const bad = await demo.request({
      method: "POST",
      url: importUrl(sunlineId),
      ...demoUpload("sunline", (json, csv) => {
        const [, second, third] = json.products as Record<string, unknown>[];
        if (second) second.name = "";
        if (third) third.hasWidth = "yes";
        csv.set("roller-sunscreen.csv", "drop\\width,600,900\n900,56,abc\n");
      }),
    });
    expect(bad.statusCode).toBe(422);
    // The JSON's and the CSVs' problems together: one round of fixes is enough.
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      "grids.roller-sunscreen.csv.2",
      "products.1.name",
      "products.2.hasWidth",
    ]);

    const shutterIndex = 6;
    const csvProblems = await demo.request({
      method: "POST",
      url: importUrl(sunlineId),
      ...demoUpload("sunline", (_json, csv) => {
        csv.delete("shutter-pvc.csv");
        csv.set("roller-sunscreen.csv", "drop\\width,600,900\n900,56,abc\n");
      }),
    });
    expect(csvProblems.statusCode).toBe(422);
    expect(Object.keys(csvProblems.json().errors).sort()).toEqual([
      "grids.roller-sunscreen.csv.2",
      `products.${shutterIndex}.priceGrid`,
    ]);
    const [blockout] = await t.db
      .select({ name: catalogueProducts.name })
      .from(catalogueProducts)
      .where(eq(catalogueProducts.key, "roller-blockout"));
    expect(blockout?.name).toBe("Blockout Roller Blind");
  });

  it("refuses an upload without the catalogue file, and one that is not multipart", async () => {
    const noJson = await demo.request({
      method: "POST",
      url: importUrl(sunlineId),
      ...filesBody([
        { field: "grids", filename: "a.csv", content: "d,600\n900,5\n", contentType: "text/csv" },
      ]),
    });
    expect(noJson.statusCode).toBe(422);
    expect(Object.keys(noJson.json().errors)).toEqual(["catalogue"]);
    const notJson = await demo.request({
      method: "POST",
      url: importUrl(sunlineId),
      ...filesBody([
        {
          field: "catalogue",
          filename: "catalogue.json",
          content: "{ not json",
          contentType: "application/json",
        },
      ]),
    });
    expect(notJson.statusCode).toBe(422);
    expect(Object.keys(notJson.json().errors)).toEqual(["catalogue"]);
    const plain = await demo.post(importUrl(sunlineId), { catalogue: {} });
    expect(plain.statusCode).toBe(415);
  });

  it("loads a re-export as unchanged, then only what a new file changes; quotes see updates only for changed products", async () => {
    const blockoutDraft = await draftWith("Blockout Roller Blind");
    expect(await pendingProducts(blockoutDraft)).toEqual([]);

    const same = await demo.request({ method: "POST", url: importUrl(sunlineId), ...demoUpload("sunline") });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toEqual({
      brands: { added: 0, changed: 0, removed: 0, unchanged: 1 },
      categories: { added: 0, changed: 0, removed: 0, unchanged: 3 },
      subCategories: { added: 0, changed: 0, removed: 0, unchanged: 5 },
      products: { added: 0, changed: 0, removed: 0, unchanged: 7 },
    });
    expect(await pendingProducts(blockoutDraft)).toEqual([]);

    // A new light-filter grid, written as a spreadsheet exports it: quoted thousands.
    const changed = await demo.request({
      method: "POST",
      url: importUrl(sunlineId),
      ...demoUpload("sunline", (_json, csv) => {
        const grid = csv.get("roller-light-filter.csv") ?? "";
        const [header = "", ...rows] = grid.trim().split("\n");
        const widths = header.split(",").slice(1);
        const costly = rows.map((row) => {
          const [drop] = row.split(",");
          return [`"${Number(drop).toLocaleString("en-AU")}"`, ...widths.map(() => '"1,200"')].join(",");
        });
        csv.set("roller-light-filter.csv", [header, ...costly].join("\r\n"));
      }),
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().products).toEqual({ added: 0, changed: 1, removed: 0, unchanged: 6 });
    const [lightFilter] = await t.db
      .select({ definition: catalogueProducts.definition })
      .from(catalogueProducts)
      .where(eq(catalogueProducts.key, "roller-light-filter"));
    expect(lightFilter?.definition.priceGrid?.costs[0]?.[0]).toBe("1200");
    // The blockout Draft priced before the import has nothing to apply.
    expect(await pendingProducts(blockoutDraft)).toEqual([]);

    // A change to the blockout's own grid is one it does see.
    const blockout = await demo.request({
      method: "POST",
      url: importUrl(sunlineId),
      ...demoUpload("sunline", (_json, csv) => {
        csv.set(
          "roller-blockout.csv",
          (csv.get("roller-blockout.csv") ?? "").replace("900,56.5,", "900,58,"),
        );
      }),
    });
    expect(blockout.json().products).toMatchObject({ changed: 2 });
    expect(await pendingProducts(blockoutDraft)).toEqual(["Blockout Roller Blind"]);
  });
});

describe("a supplier's own staff", () => {
  it("load the supplier's catalogue; every dealer selling it sees the change", async () => {
    const coastal = await t.signIn(coastalAdmin.username, coastalAdmin.password);
    const response = await coastal.request({
      method: "POST",
      url: importUrl(coastalId),
      ...demoUpload("coastal", (json) => {
        const roman = json.products.find((product) => product.key === "roman-blind");
        if (roman) roman.name = "Roman Blind (2027 range)";
      }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().products).toEqual({ added: 0, changed: 1, removed: 0, unchanged: 2 });
    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    for (const dealer of [demo, harbour]) {
      const found = await dealer.get("/api/catalogue/products?search=2027");
      expect(found.json().map((product: { name: string }) => product.name)).toEqual([
        "Roman Blind (2027 range)",
      ]);
    }
  });
});
