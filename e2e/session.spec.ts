import { expect, test } from "@playwright/test";
import { openPortalThroughForm, signIn } from "./support.ts";

test("an expired session sends the user to sign in with the spec's warning", async ({ page, context }) => {
  await openPortalThroughForm(page);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The server forgets the session (as after idle expiry); the next call answers 401.
  await context.clearCookies({ name: /session/i });
  await page.goto("/settings/general");
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText("Your session has expired, please log in again.")).toBeVisible();

  // The warning is remembered until the next sign-in, then gone.
  await page.reload();
  await expect(page.getByText("Your session has expired, please log in again.")).toBeVisible();
  await signIn(page);
  await expect(page).toHaveURL(/\/settings\/general$/);
  await page.getByRole("button", { name: /user menu/i }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page.getByText("Your session has expired, please log in again.")).toHaveCount(0);
});
