import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, openPortal } from "./support.ts";

test("contacts are searched, opened with their deals and raw data, and added", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openPortal(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("navigation").getByRole("link", { name: "Contacts" }).click();
  await expect(page.getByRole("heading", { name: "Contacts", level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("searchbox", { name: "Search contacts" }).fill("Evie");
  await expect(page).toHaveURL(/[?&]search=Evie/);
  const row = page.getByRole("row").filter({ hasText: "Evie Ramsay" });
  await expect(row).toBeVisible();
  await expect(page.getByRole("row")).toHaveCount(2);
  await row.getByRole("link", { name: /Evie Ramsay/ }).click();

  const detail = page.getByRole("dialog", { name: /Evie Ramsay/ });
  await expect(detail.getByText("Related Deals")).toBeVisible();
  // Her deals link to the deal opened from the contact (/contacts/{id}/{workflow}/{deal}).
  const dealLinks = detail.locator('a[href^="/contacts/"]');
  await expect(dealLinks.first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await detail.getByRole("button", { name: "View raw data" }).click();
  await page.getByRole("button", { name: "Copy" }).click();
  await expect(page.getByText("Copied to clipboard")).toBeVisible();
  // One dialog at a time: the raw data closes before the contact does.
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Copy" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(detail).toHaveCount(0);
  await expect(page).toHaveURL(/\/contacts(\?|$)/);

  await page.getByRole("button", { name: "Add" }).click();
  const add = page.getByRole("dialog", { name: "Add contact" });
  await add.getByRole("button", { name: "Add contact" }).click();
  await expect(add.getByText("Name is required").first()).toBeVisible();
  await add.getByLabel("Name").fill("Priya Natarajan");
  await add.getByLabel("Email").fill("priya@example.com.au");
  await add.getByLabel("Phone").fill("0412 345 678");
  await add.getByRole("button", { name: "Add contact" }).click();
  await expect(page).toHaveURL(/\/contacts\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("dialog", { name: /Priya Natarajan/ })).toBeVisible();

  // A deal opened from its contact keeps the way back to the contact.
  await page.goto("/contacts?search=Evie");
  await page
    .getByRole("row")
    .filter({ hasText: "Evie Ramsay" })
    .getByRole("link", { name: /Evie Ramsay/ })
    .click();
  const evie = page.getByRole("dialog", { name: /Evie Ramsay/ });
  const firstDeal = evie.locator('a[href^="/contacts/"]').first();
  const dealName = (await firstDeal.innerText()).trim();
  await firstDeal.click();
  await expect(page).toHaveURL(/\/contacts\/[0-9a-f-]{36}\/[a-z0-9-]+\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: dealName })).toBeVisible();
  await page.getByRole("link", { name: "Back to contact" }).click();
  await expect(page.getByRole("dialog", { name: /Evie Ramsay/ })).toBeVisible();
});
