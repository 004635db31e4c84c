import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, openPortal } from "./support.ts";

/** A PDF large enough (2 MB) that its upload, slowed down below, shows the progress bar for a while. */
function largePdf(): Buffer {
  return Buffer.concat([Buffer.from("%PDF-1.4\n% padding\n"), Buffer.alloc(2 * 1024 * 1024, 0x20)]);
}

test("documents are listed with the suppliers', uploaded with a progress bar, renamed and downloaded", async ({
  page,
}) => {
  await openPortal(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("navigation").getByRole("link", { name: "Documents" }).click();
  await expect(page).toHaveURL(/\/documents$/);
  await expect(page.getByRole("heading", { name: "Documents", level: 1 })).toBeVisible();
  const table = page.getByRole("table", { name: "Documents" });
  await expect(table.getByRole("row").filter({ hasText: "Terms of trade" })).toContainText("Own");
  await expect(table.getByRole("row").filter({ hasText: "Sunline price list 2026" })).toContainText(
    "Sunline Blinds",
  );
  await expect(table.getByRole("row").filter({ hasText: "Coastal shutters brochure" })).toContainText(
    "Coastal Shutters & Curtains",
  );
  await expectNoSeriousA11yViolations(page);

  // One supplier's documents only.
  await page.getByRole("combobox", { name: "Show" }).click();
  await page.getByRole("option", { name: "Sunline Blinds" }).click();
  await expect(page).toHaveURL(/\?source=\d+$/);
  await expect(table.getByRole("row")).toHaveCount(4);
  await expect(table.getByText("Terms of trade")).toHaveCount(0);
  await page.getByRole("combobox", { name: "Show" }).click();
  await page.getByRole("option", { name: "Our documents" }).click();
  await expect(table.getByText("Sunline price list 2026")).toHaveCount(0);

  // Upload, slowed down so the progress bar can be seen.
  await page.getByRole("button", { name: "Upload" }).click();
  const upload = page.getByRole("dialog", { name: "Upload document" });
  await upload.getByLabel("Choose a file").setInputFiles({
    name: "setup.exe",
    mimeType: "application/octet-stream",
    buffer: Buffer.from("MZ not really a program"),
  });
  await expect(upload.getByRole("alert")).toContainText("This type of file cannot be uploaded");
  await upload.getByLabel("Choose a file").setInputFiles({
    name: "winter-prices.pdf",
    mimeType: "application/pdf",
    buffer: largePdf(),
  });
  await expect(upload.getByRole("alert")).toHaveCount(0);
  await upload.getByRole("textbox", { name: "Name" }).fill("Winter price list");
  await upload.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: "Price lists" }).click();
  await expectNoSeriousA11yViolations(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 1024 * 1024,
  });
  await upload.getByRole("button", { name: "Upload" }).click();
  await expect(upload.getByRole("progressbar", { name: "Upload progress" })).toBeVisible();
  await expect(upload).toBeHidden({ timeout: 20_000 });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(page.getByText("Document uploaded")).toBeVisible();
  const uploaded = table.getByRole("row").filter({ hasText: "Winter price list" });
  await expect(uploaded).toContainText("Price lists");
  await expect(uploaded).toContainText("PDF");

  // Rename in a dialog, by keyboard.
  await table.getByRole("button", { name: "Rename Winter price list" }).focus();
  await page.keyboard.press("Enter");
  const rename = page.getByRole("dialog", { name: "Rename document" });
  await rename.getByRole("textbox", { name: /Name/ }).fill("Winter price list 2027");
  await page.keyboard.press("Enter");
  await expect(rename).toBeHidden();
  await expect(table.getByText("Winter price list 2027")).toBeVisible();

  // Download: the file keeps its extension under its new name.
  const downloading = page.waitForEvent("download");
  await table.getByRole("link", { name: "Download Winter price list 2027" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("Winter price list 2027.pdf");
  const saved = await download.path();
  expect((await readFile(saved)).subarray(0, 8).toString()).toBe("%PDF-1.4");

  // A supplier's document downloads too.
  await page.getByRole("combobox", { name: "Show" }).click();
  await page.getByRole("option", { name: "Coastal Shutters & Curtains" }).click();
  const supplierDownload = page.waitForEvent("download");
  await table.getByRole("link", { name: "Download Coastal shutters brochure" }).click();
  expect((await supplierDownload).suggestedFilename()).toBe("Coastal shutters brochure.pdf");
});
