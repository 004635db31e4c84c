import { expect, test } from "@playwright/test";
import {
  decodeQuotedPrintable,
  expectNoSeriousA11yViolations,
  latestMailTo,
  openPortalThroughForm,
} from "./support.ts";

// The Sales employee of the demo dealer, so the demo admin's password stays as documented.
const user = { username: "sales", email: "sales@demoblinds.test", newPassword: "a-new-password-42" };

test("forgot password sends an email whose link resets the password", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: /forgot/i }).click();
  await page.getByRole("button", { name: /send/i }).click();
  await expect(page.getByText("Please enter your email address").first()).toBeVisible();
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Email").blur();
  await expect(page.getByText("Please enter a valid email address").first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("button", { name: /send/i }).click();
  await expect(page.getByText("Password reset email sent")).toBeVisible();

  let mail: string | undefined;
  await expect.poll(() => (mail = latestMailTo(user.email)), { timeout: 10_000 }).toBeTruthy();
  const link = decodeQuotedPrintable(mail ?? "").match(
    /https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9_-]+/,
  )?.[0];
  expect(link, "reset link in the email").toBeTruthy();

  await page.goto(new URL(link ?? "").pathname + new URL(link ?? "").search);
  await page.getByRole("button", { name: /reset/i }).click();
  await expect(page.getByText("Please enter a new password").first()).toBeVisible();
  await expect(page.getByText("Please confirm your new password").first()).toBeVisible();
  await page.getByRole("textbox", { name: "New password", exact: true }).fill("short");
  await page.getByLabel("Confirm").fill("shorter");
  await page.getByRole("button", { name: /reset/i }).click();
  await expect(page.getByText("Password must be at least 8 characters long").first()).toBeVisible();
  await expect(page.getByText("Passwords do not match").first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("textbox", { name: "New password", exact: true }).fill(user.newPassword);
  await page.getByLabel("Confirm").fill(user.newPassword);
  await page.getByRole("button", { name: /reset/i }).click();
  await expect(page.getByText("Your password has been reset successfully.")).toBeVisible();

  // The link is single-use.
  await page.goto(new URL(link ?? "").pathname + new URL(link ?? "").search);
  await page.getByRole("textbox", { name: "New password", exact: true }).fill("another-password-1");
  await page.getByLabel("Confirm").fill("another-password-1");
  await page.getByRole("button", { name: /reset/i }).click();
  await expect(page.getByText("Failed to reset password").first()).toBeVisible();

  await openPortalThroughForm(page, user.username, user.newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("reset-password without a token goes to sign in", async ({ page }) => {
  await page.goto("/reset-password");
  await expect(page).toHaveURL(/\/login/);
});
