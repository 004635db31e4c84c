import { expect, test } from "@playwright/test";
import { demo, expectNoSeriousA11yViolations, openPortalThroughForm, signIn } from "./support.ts";

test("the root URL opens the portal: sign-in when signed out, the dashboard when signed in", async ({
  page,
}) => {
  const first = await page.goto("/");
  expect(first?.status()).toBe(200);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  // Folder paths serve the app too (they answered 403 once).
  for (const path of ["/", "/assets/"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
});

test("a signed-out visitor is sent to sign in and comes back to the page they asked for", async ({
  page,
}) => {
  await page.goto("/settings/general?from=e2e");
  await expect(page).toHaveURL(/\/login\?returnUrl=/);
  expect(new URL(page.url()).searchParams.get("returnUrl")).toBe("/settings/general?from=e2e");
  await expectNoSeriousA11yViolations(page);

  await signIn(page);
  await expect(page).toHaveURL(/\/settings\/general\?from=e2e$/);
  await expect(page.getByLabel("Company name")).toHaveValue(/^Demo Blinds/);
});

test("empty fields show the spec's messages and a wrong password is refused", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Please enter your username").first()).toBeVisible();
  await expect(page.getByText("Please enter your password").first()).toBeVisible();

  await signIn(page, demo.username, "not-the-password");
  await expect(
    page.getByText("Login failed. Please check your username and password and try again."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test("a sign-in link opens the lean public entry, and signing in loads the app", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/login?returnUrl=%2Fcontacts");
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  expect(scripts.some((path) => /\/assets\/public-[\w-]+\.js$/.test(path))).toBe(true);
  // Neither the router nor the signed-in app comes with the sign-in page.
  expect(scripts.filter((path) => /\/assets\/(router|main|signed-in-layout)-/.test(path))).toEqual([]);

  await signIn(page);
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(page.getByRole("heading", { name: "Contacts", level: 1 })).toBeVisible();
  expect(scripts.some((path) => /\/assets\/router-[\w-]+\.js$/.test(path))).toBe(true);
});

test("unknown paths go to the dashboard, and settings to its general tab", async ({ page }) => {
  await openPortalThroughForm(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectNoSeriousA11yViolations(page);

  await page.goto("/no/such/page");
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto("/settings");
  await expect(page).toHaveURL(/\/settings\/general$/);
  await page.goto("/settings/not-a-tab");
  await expect(page).toHaveURL(/\/settings\/general$/);
  await expectNoSeriousA11yViolations(page);
});

test("signing out ends the session", async ({ page }) => {
  await openPortalThroughForm(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("button", { name: /user menu/i }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fdashboard/);
});
