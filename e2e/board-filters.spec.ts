import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, openPortal } from "./support.ts";

// The demo's Sales workflow: Signed has five deals, the odd ones with Payment "Deposit Paid";
// Ordered (5), Received (4) and the first Installed deal have Deposit Paid too.

async function signInToDashboard(page: Page) {
  await openPortal(page);
  await expect(page).toHaveURL(/\/dashboard$/);
}

const strip = (page: Page) => page.getByRole("search", { name: "Deal filters" });
const column = (page: Page, status: string) => page.getByRole("region", { name: status, exact: true });
const cards = (page: Page, status: string) => column(page, status).getByRole("listitem", { name: /^D-\d+ / });

/** A column's cards once it is scrolled into view: a column far along the board shows them only then. */
async function cardsInView(page: Page, status: string) {
  await column(page, status).scrollIntoViewIfNeeded();
  return cards(page, status);
}

/** The board's query as a sorted list, so the order of the params does not matter. */
const queryOf = (url: string) =>
  [...new URL(url).searchParams].map(([key, value]) => `${key}=${value}`).sort();

async function addFilter(page: Page, name: string) {
  await strip(page).getByRole("button", { name: "Add another filter" }).click();
  await page.getByRole("menuitem", { name, exact: true }).click();
}

async function pick(page: Page, filter: string, option: string) {
  await strip(page).getByRole("combobox", { name: filter }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await page.keyboard.press("Escape");
}

test("filters live in the URL, survive a reload, are removed one by one and saved as a preset", async ({
  page,
}) => {
  await signInToDashboard(page);
  await page.goto("/workflows/sales");
  await expect(page.getByRole("heading", { name: "Sales", level: 1 })).toBeVisible();
  await expect(cards(page, "Signed")).toHaveCount(5);

  await addFilter(page, "Status");
  await pick(page, "Status", "Signed");
  await expect(page).toHaveURL(/[?&]status=[0-9a-f-]{36}(&|$)/);
  await addFilter(page, "Payment");
  await pick(page, "Payment", "Deposit Paid");
  await expect(page).toHaveURL(/[?&]wf=[0-9a-f-]{36}(&|$)/);
  await expect(cards(page, "Signed")).toHaveCount(2);
  await expect(column(page, "Ordered")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Reload: the URL keeps both filters, the strip shows them and the board only the matching deals.
  const filtered = page.url();
  await page.reload();
  await expect(page).toHaveURL(filtered);
  await expect(strip(page).getByRole("button", { name: "Remove Status filter" })).toBeVisible();
  await expect(strip(page).getByRole("button", { name: "Remove Payment filter" })).toBeVisible();
  await expect(cards(page, "Signed")).toHaveCount(2);
  for (const card of await cards(page, "Signed").all())
    await expect(card.getByText("Deposit Paid")).toBeVisible();

  // Save the two filters as a preset.
  await page.getByRole("button", { name: "Presets" }).click();
  await page.getByRole("menuitem", { name: "Save current filters…" }).click();
  const dialog = page.getByRole("dialog", { name: "Save current filters" });
  await dialog.getByRole("button", { name: "Save preset" }).click();
  await expect(dialog.getByText("Preset filter name is required")).toBeVisible();
  const presetName = `Signed with deposit ${Date.now()}`;
  await dialog.getByLabel("Name").fill(presetName);
  await dialog.getByRole("button", { name: "Save preset" }).click();
  await expect(dialog).toBeHidden();

  // Remove the status filter with its close button: every deal with a deposit, in every column.
  await strip(page).getByRole("button", { name: "Remove Status filter" }).click();
  await expect(page).not.toHaveURL(/status=/);
  await expect(page).toHaveURL(/wf=/);
  await expect(cards(page, "Ordered")).toHaveCount(5);
  await expect(cards(page, "Signed")).toHaveCount(2);
  await expect(cards(page, "New Lead")).toHaveCount(0);

  // Clear everything, then the preset brings both filters back.
  await strip(page).getByRole("button", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/workflows\/sales$/);
  await expect(cards(page, "Signed")).toHaveCount(5);
  await page.getByRole("button", { name: "Presets" }).click();
  await page.getByRole("menuitem", { name: presetName }).click();
  await expect.poll(() => queryOf(page.url())).toEqual(queryOf(filtered));
  await expect(cards(page, "Signed")).toHaveCount(2);
  await expect(column(page, "Ordered")).toHaveCount(0);

  // Back steps through the filter changes.
  await page.goBack();
  await expect(page).toHaveURL(/\/workflows\/sales$/);
  await expect(cards(page, "Signed")).toHaveCount(5);
});

test("a dashboard count lands on the board filtered by it", async ({ page }) => {
  await signInToDashboard(page);
  const sales = page.getByRole("region", { name: "Sales", exact: true });
  await expect(sales.getByRole("link", { name: /^\d+ open deals?$/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const signed = sales.getByRole("link", { name: /^Signed: \d+$/ });
  const count = Number(((await signed.getAttribute("aria-label")) ?? "").split(": ")[1]);
  await signed.click();
  await expect(page).toHaveURL(/\/workflows\/sales\?status=[0-9a-f-]{36}$/);
  await expect(strip(page).getByRole("button", { name: "Remove Status filter" })).toBeVisible();
  await expect(cards(page, "Signed")).toHaveCount(count);

  await page.goto("/dashboard");
  await sales.getByRole("link", { name: /^Quoting: \d+ deals?$/ }).click();
  await expect(page).toHaveURL(/\/workflows\/sales\?phase=QUOTING$/);
  await expect(strip(page).getByRole("button", { name: "Remove Phase filter" })).toBeVisible();
  await expect(column(page, "Quoted")).toBeVisible();
  await expect(column(page, "New Lead")).toHaveCount(0);
});

// The demo's appointments and orders: Priya Shah measures the first three Measure Booked deals; Sam Taylor
// is the sales rep of three Ordered deals and two Signed ones.
test("the Personnel and Sales rep filters keep the deals of the chosen person and rep", async ({ page }) => {
  await signInToDashboard(page);
  await page.goto("/workflows/sales");
  await expect(cards(page, "Measure Booked")).toHaveCount(6);

  await addFilter(page, "Personnel");
  await pick(page, "Personnel", "Priya Shah");
  await expect(page).toHaveURL(/[?&]personnel=[0-9a-f-]{36}(&|$)/);
  await expect(cards(page, "Measure Booked")).toHaveCount(3);
  await expect(cards(page, "New Lead")).toHaveCount(0);
  await expect(await cardsInView(page, "Ordered")).toHaveCount(0);
  await expect(column(page, "Ordered").getByText("No deals")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A preset of it is described in words.
  await page.getByRole("button", { name: "Presets" }).click();
  await page.getByRole("menuitem", { name: "Save current filters…" }).click();
  const dialog = page.getByRole("dialog", { name: "Save current filters" });
  await expect(dialog.getByText("Personnel: Priya Shah")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await strip(page).getByRole("button", { name: "Remove Personnel filter" }).click();
  await expect(page).not.toHaveURL(/personnel=/);
  await addFilter(page, "Sales rep");
  await pick(page, "Sales rep", "Sam Taylor");
  await expect(page).toHaveURL(/[?&]rep=\d+(&|$)/);
  await expect(await cardsInView(page, "Ordered")).toHaveCount(3);
  await expect(await cardsInView(page, "Signed")).toHaveCount(2);
  await expect(await cardsInView(page, "Measure Booked")).toHaveCount(0);
});
