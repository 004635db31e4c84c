import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, openPortal } from "./support.ts";

test("an admin connects the virtual calendar, sees it valid, and disconnects it", async ({ page }) => {
  await openPortal(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Settings" })
    .click();
  await page
    .getByRole("navigation", { name: "Settings sections" })
    .getByRole("link", { name: "Integrations" })
    .click();
  await expect(page).toHaveURL(/\/settings\/integrations$/);
  // The pointer leaves the tab it clicked: a hovered tab is painted in its hover colours.
  await page.mouse.move(1270, 500);

  const calendars = page.getByRole("region", { name: "Calendar connections" });
  await expect(calendars.getByText("No calendars connected")).toBeVisible();
  // No OAuth client is configured here: the page says which variables would allow one.
  const help = calendars.getByRole("alert");
  await expect(help).toContainText("CALENDAR_OAUTH_GOOGLE_CLIENT_ID");
  await expect(help).toContainText("/api/account/calendar-connections/oauth-callback");
  await expectNoSeriousA11yViolations(page);

  // Keyboard: the menu opens and its item is chosen without a pointer.
  await calendars.getByRole("button", { name: "Connect calendar" }).focus();
  await page.keyboard.press("Enter");
  const item = page.getByRole("menuitem", { name: "Virtual calendar" });
  await expect(item).toBeVisible();
  await expect(page.getByRole("menuitem")).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Virtual calendar connected")).toBeVisible();

  const row = calendars.getByRole("listitem").filter({ hasText: "hello@demoblinds.test" });
  await expect(row.getByText("Virtual calendar")).toBeVisible();
  await expect(row.getByText("Valid")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await row.getByRole("button", { name: "Disconnect Virtual calendar (hello@demoblinds.test)" }).click();
  const confirm = page.getByRole("dialog", { name: "Disconnect this calendar?" });
  await confirm.getByRole("button", { name: "Disconnect" }).click();
  await expect(page.getByText("Virtual calendar disconnected")).toBeVisible();
  await expect(calendars.getByText("No calendars connected")).toBeVisible();
});

test("coming back from a provider with a link this browser did not start says so", async ({ page }) => {
  await openPortal(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/api/account/calendar-connections/oauth-callback?state=not-ours&code=whatever");
  await expect(page).toHaveURL(/\/settings\/integrations$/);
  await expect(
    page.getByText("The calendar could not be connected: the link did not start here or was used already."),
  ).toBeVisible();
});

test("an admin adds a contact provider with its key and sees only the key's hint", async ({ page }) => {
  const apiKey = "e2e-zoho-secret-key-4321";
  await openPortal(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/settings/integrations");
  const providers = page.getByRole("region", { name: "Contact providers" });
  const builtIn = providers.getByRole("listitem").filter({ hasText: "Portal contacts" });
  await expect(builtIn.getByText("Primary")).toBeVisible();

  await providers.getByRole("button", { name: "Add provider" }).click();
  const dialog = page.getByRole("dialog", { name: "Add contact provider" });
  await dialog.getByRole("combobox", { name: "Provider" }).click();
  await page.getByRole("option", { name: "Zoho CRM" }).click();
  await dialog.getByLabel("API key").fill(apiKey);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Add provider" }).click();
  await expect(page.getByText("Zoho CRM added")).toBeVisible();
  await expect(dialog).toBeHidden();

  const zoho = providers.getByRole("listitem").filter({ hasText: "Zoho CRM" });
  await expect(zoho.getByText("API key ending in 4321")).toBeVisible();
  await expect(zoho.getByText("Valid")).toBeVisible();
  await expect(page.getByText(apiKey)).toHaveCount(0);
  // After a reload the key is still only a hint: the server never answers it.
  await page.reload();
  await expect(zoho.getByText("API key ending in 4321")).toBeVisible();
  expect(await page.content()).not.toContain("zoho-secret-key");
  await expectNoSeriousA11yViolations(page);

  await zoho.getByRole("button", { name: "Remove Zoho CRM" }).click();
  await page
    .getByRole("dialog", { name: "Remove Zoho CRM?" })
    .getByRole("button", { name: "Remove" })
    .click();
  await expect(page.getByText("Zoho CRM removed")).toBeVisible();
  await expect(zoho).toHaveCount(0);
});
