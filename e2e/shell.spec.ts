import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, openPortal } from "./support.ts";

test("at 375 px the navigation is a slide-out menu", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openPortal(page);
  await expect(page).toHaveURL(/\/dashboard$/);

  const settingsLink = page.getByRole("navigation").getByRole("link", { name: "Settings" });
  await expect(settingsLink).toBeHidden();
  await page.getByRole("button", { name: /navigation/i }).click();
  await expect(settingsLink).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await settingsLink.click();
  await expect(page).toHaveURL(/\/settings\/general$/);
  await expect(settingsLink).toBeHidden();
});

test("at 1280 px the navigation is always shown", async ({ page }) => {
  await openPortal(page);
  await expect(page.getByRole("navigation").getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("navigation").getByRole("link", { name: "Settings" })).toBeVisible();
});

test("a new deployed version shows the update dialog", async ({ page }) => {
  await page.clock.install();
  await openPortal(page);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.route("**/health.json", (route) => route.fulfill({ json: { GIT_COMMIT: "a-newer-build" } }));
  // The first check that sees the new build reloads a visible page with no dialog up; the check
  // after that reload (this tab already reloaded for that build) asks with the dialog instead.
  const reloaded = page.waitForEvent("load");
  await page.clock.fastForward("05:01");
  await reloaded;
  const dialog = page.getByRole("dialog", { name: "Update Available!" });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole("button", { name: "Later" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Please refresh page to update")).toBeVisible();
});

test("'Update now' reloads the page", async ({ page }) => {
  await page.clock.install();
  await openPortal(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.route("**/health.json", (route) => route.fulfill({ json: { GIT_COMMIT: "a-newer-build" } }));
  await page.clock.fastForward("05:01");
  const dialog = page.getByRole("dialog", { name: "Update Available!" });
  await expect(dialog).toBeVisible();
  // A mark on the window survives everything but a reload.
  await page.evaluate(() => {
    (window as unknown as { beforeUpdate?: boolean }).beforeUpdate = true;
  });
  await dialog.getByRole("button", { name: "Update now" }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate ?? false))
    .toBe(false);
});
