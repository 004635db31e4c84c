import { readdirSync, readFileSync } from "node:fs";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, openPortal } from "./support.ts";

const sunlineDir = new URL("../apps/api/src/demo/catalogues/sunline/", import.meta.url);

type Upload = { name: string; mimeType: string; buffer: Buffer };

/** The demo's Sunline files, with the catalogue JSON changed as a step needs. */
function sunlineFiles(change: (json: { products: Record<string, unknown>[] }) => void = () => {}): Upload[] {
  const json = JSON.parse(readFileSync(new URL("catalogue.json", sunlineDir), "utf8"));
  change(json);
  return [
    { name: "catalogue.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(json)) },
    ...readdirSync(sunlineDir)
      .filter((name) => name.endsWith(".csv"))
      .map((name) => ({ name, mimeType: "text/csv", buffer: readFileSync(new URL(name, sunlineDir)) })),
  ];
}

async function openImport(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Import catalogue for Sunline Blinds" }).click();
  return page.getByRole("dialog", { name: "Import catalogue: Sunline Blinds" });
}

async function upload(dialog: Locator, files: Upload[]) {
  await dialog.locator('input[type="file"]').setInputFiles(files);
  await dialog.getByRole("button", { name: "Check and import" }).click();
}

test("an admin loads the internal supplier's catalogue: every problem first, then what changed", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openPortal(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/settings/suppliers");
  const sunline = page.getByRole("region", { name: /Sunline Blinds/ });
  await expect(sunline.getByText("Internal")).toBeVisible();
  // Coastal keeps its own catalogue: no import for the dealer there.
  await expect(
    page.getByRole("button", { name: "Import catalogue for Coastal Shutters & Curtains" }),
  ).toHaveCount(0);

  let dialog = await openImport(page);
  await upload(
    dialog,
    sunlineFiles((json) => {
      const [, second, third] = json.products;
      if (second) second.name = "";
      if (third) third.brand = "sunlite";
    }),
  );
  const problems = dialog.getByRole("alert");
  await expect(problems).toContainText("Nothing was imported: the upload has 2 problems");
  const list = problems.getByRole("list", { name: "Problems in the upload" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(list).toContainText("products.1.name");
  await expect(list).toContainText("products.2.brand");
  await expectNoSeriousA11yViolations(page);

  await upload(
    dialog,
    sunlineFiles((json) => {
      const blockout = json.products.find((product) => product.key === "roller-blockout");
      json.products.push({ ...blockout, key: "e2e-blind", name: "E2E Roller Blind" });
    }),
  );
  await expect(dialog.getByText("Catalogue imported")).toBeVisible();
  const products = dialog.getByRole("row", { name: /^Products/ });
  await expect(products.getByRole("cell")).toHaveText(["1", "0", "0", "7"]);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Done" }).click();

  // The original file again: the product it no longer lists is removed, nothing else changes.
  dialog = await openImport(page);
  await upload(dialog, sunlineFiles());
  await expect(dialog.getByRole("row", { name: /^Products/ }).getByRole("cell")).toHaveText([
    "0",
    "0",
    "1",
    "7",
  ]);
});
