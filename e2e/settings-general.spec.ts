import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, openPortal } from "./support.ts";

test("company settings keep the spec's rules and save", async ({ page }) => {
  await openPortal(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/settings/general");
  const name = page.getByLabel("Company name");
  await expect(name).toHaveValue("Demo Blinds Co");
  await expectNoSeriousA11yViolations(page);

  await name.fill("   ");
  await name.blur();
  await expect(page.getByText("Company name is required").first()).toBeVisible();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Review all fields and try again")).toBeVisible();
  await expect(name).toBeFocused();

  await name.fill("  Demo Blinds & Shutters Co  ");
  await name.blur();
  await expect(name).toHaveValue("Demo Blinds & Shutters Co");
  await page.getByLabel("Default shipping instructions").fill("Leave at the loading dock");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(/saved/i).first()).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Company name")).toHaveValue("Demo Blinds & Shutters Co");
  await expect(page.getByLabel("Default shipping instructions")).toHaveValue("Leave at the loading dock");
  await expect(page.getByRole("banner").getByText("Demo Blinds & Shutters Co")).toBeVisible();
});

test("a dealer without a company address sees the setup banner", async ({ page }) => {
  await openPortal(page, "harbour", "harbour1234");
  await expect(page.getByText("Finish setting up your account")).toBeVisible();
  await expect(page.getByText("Company address has not been set")).toBeVisible();
  // The other dealer's name never shows for this account.
  await expect(page.getByText("Demo Blinds")).toHaveCount(0);
});
