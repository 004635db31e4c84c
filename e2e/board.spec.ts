import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, signIn } from "./support.ts";

async function openSalesBoard(page: Page) {
  await page.goto("/login");
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("navigation").getByRole("link", { name: "Sales" }).click();
  await expect(page).toHaveURL(/\/workflows\/sales$/);
  await expect(page.getByRole("heading", { name: "Sales", level: 1 })).toBeVisible();
}

const column = (page: Page, status: string) => page.getByRole("region", { name: status, exact: true });

test("the board shows the workflow's columns and moves a deal with the Move to… menu", async ({ page }) => {
  await openSalesBoard(page);
  await expect(column(page, "New Lead")).toBeVisible();
  await expect(column(page, "Installed")).toBeAttached();
  await expectNoSeriousA11yViolations(page);

  const card = column(page, "New Lead")
    .getByRole("listitem", { name: /^D-\d+ / })
    .first();
  const label = (await card.getAttribute("aria-label")) ?? "";
  const tuid = label.split(" ")[0] ?? "";
  await card.getByRole("button", { name: /to…$/ }).click();
  await page.getByRole("menuitem", { name: "Contacted" }).click();
  await expect(
    column(page, "Contacted").getByRole("listitem", { name: new RegExp(`^${tuid} `) }),
  ).toBeVisible();

  // The move was saved: it survives a reload.
  await page.reload();
  await expect(
    column(page, "Contacted").getByRole("listitem", { name: new RegExp(`^${tuid} `) }),
  ).toBeVisible();
  await expect(column(page, "New Lead").getByRole("listitem", { name: new RegExp(`^${tuid} `) })).toHaveCount(
    0,
  );
});

test("a deal moves between columns with the keyboard", async ({ page }) => {
  await openSalesBoard(page);
  const card = column(page, "Contacted")
    .getByRole("listitem", { name: /^D-\d+ / })
    .first();
  const tuid = ((await card.getAttribute("aria-label")) ?? "").split(" ")[0] ?? "";
  await card.focus();
  // dnd-kit measures and animates between key presses; give each step a moment as a person would.
  for (const key of ["Space", "ArrowRight", "Space"]) {
    await page.keyboard.press(key);
    await page.waitForTimeout(400);
  }
  await expect(
    column(page, "Measure Booked").getByRole("listitem", { name: new RegExp(`^${tuid} `) }),
  ).toBeVisible();
  await page.reload();
  await expect(
    column(page, "Measure Booked").getByRole("listitem", { name: new RegExp(`^${tuid} `) }),
  ).toBeVisible();
});

test("a new deal is created from the board and opens", async ({ page }) => {
  await openSalesBoard(page);
  await page.getByRole("button", { name: "New deal" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Create deal" }).click();
  await expect(dialog.getByText("Name is required").first()).toBeVisible();
  await dialog.getByLabel("Name").fill("Nguyen – Lounge plantation shutters");
  await dialog.getByRole("button", { name: "Create deal" }).click();
  await expect(page).toHaveURL(/\/workflows\/sales\/[0-9a-f-]{36}$/);
});

test("an unknown workflow goes back to the dashboard", async ({ page }) => {
  await page.goto("/login");
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/workflows/no-such-workflow");
  await expect(page).toHaveURL(/\/dashboard$/);
});
