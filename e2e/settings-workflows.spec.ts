import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, openPortal } from "./support.ts";

test("an admin exports a workflow and imports it back as an equal one", async ({
  page,
  context,
}, testInfo) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openPortal(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/settings/workflows");
  const table = page.getByRole("table");
  await expect(table.getByRole("row", { name: /Sales/ })).toBeVisible();
  await expect(table.getByRole("row", { name: /Commercial/ }).getByText("Inactive")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await table.getByRole("row", { name: /Sales/ }).first().click();
  const detail = page.getByRole("dialog", { name: /Sales/ });
  await expect(detail.getByText("New Lead")).toBeVisible();
  await expect(detail.getByText("Lost Reason")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await detail.getByRole("button", { name: /copy/i }).click();
  await expect(page.getByText("Workflow ID copied to clipboard")).toBeVisible();

  await detail.getByRole("button", { name: "Export" }).click();
  const exportDialog = page.getByRole("dialog", { name: /Export/ });
  await expect(exportDialog.getByText('"schemaVersion": 1')).toBeVisible();
  const downloading = page.waitForEvent("download");
  await exportDialog.getByRole("button", { name: "Download" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("Sales.json");
  const file = testInfo.outputPath("Sales.json");
  await download.saveAs(file);
  const exported = JSON.parse(readFileSync(file, "utf8"));
  expect(exported.statuses.map((s: { name: string }) => s.name)).toContain("Installed");
  await page.keyboard.press("Escape");
  await page.keyboard.press("Escape");

  await page.locator('input[type="file"]').setInputFiles(file);
  await expect(table.getByRole("row", { name: /Sales/ })).toHaveCount(2);

  // The imported copy exports to the same file.
  await table.getByRole("row", { name: /Sales/ }).nth(1).click();
  await page.getByRole("dialog", { name: /Sales/ }).getByRole("button", { name: "Export" }).click();
  const again = page.waitForEvent("download");
  await page
    .getByRole("dialog", { name: /Export/ })
    .getByRole("button", { name: "Download" })
    .click();
  const copy = testInfo.outputPath("Sales-copy.json");
  await (await again).saveAs(copy);
  expect(JSON.parse(readFileSync(copy, "utf8"))).toEqual(exported);
});

test("an admin adds and removes a checklist module, with the spec's rules", async ({ page }) => {
  await openPortal(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/settings/workflows");
  await page
    .getByRole("table")
    .getByRole("row", { name: /Service/ })
    .click();
  const detail = page.getByRole("dialog", { name: /Service/ });

  await detail.getByRole("button", { name: /Add/ }).click();
  const add = page.getByRole("dialog", { name: "Add Module" });
  await add
    .getByRole("button", { name: /Save|Add/ })
    .last()
    .click();
  await expect(add.getByText("Module type is required")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await add.getByLabel("Module type").click();
  await page.getByRole("option", { name: "Checklist" }).click();
  await add.getByLabel("Name").fill("Install sign-off");
  await add
    .getByRole("button", { name: /Save|Add/ })
    .last()
    .click();
  await expect(add).toBeHidden();
  await expect(detail.getByText("Checklist - Install sign-off")).toBeVisible();

  await detail
    .getByRole("listitem")
    .filter({ hasText: "Checklist - Install sign-off" })
    .getByRole("button", { name: /Remove/ })
    .click();
  const confirm = page.getByRole("dialog", { name: "Remove Module" });
  await expect(confirm.getByText('Are you sure you want to remove the module "Checklist"?')).toBeVisible();
  await confirm.getByRole("button", { name: /Remove|Confirm|Yes/ }).click();
  await expect(detail.getByText("Checklist - Install sign-off")).toHaveCount(0);
});

test("staff without the workflows setting are kept out of it", async ({ page }) => {
  // The Supplier representative (MANUFACTURER) has Settings but not its admin-only tabs.
  await openPortal(page, "supplier", "supplier1234");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/settings/workflows");
  await expect(page).toHaveURL(/\/settings\/general$/);
  await expect(page.getByRole("tab", { name: "Workflows" })).toHaveCount(0);
});
