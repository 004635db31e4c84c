import { expect, type Page, test } from "@playwright/test";
import { expectAnnounced, expectNoSeriousA11yViolations, openPortal } from "./support.ts";

async function openSalesBoard(page: Page) {
  await openPortal(page);
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
  // Each key press waits for the step's announcement: dnd-kit measures the columns after a pick-up.
  // (A pick-up's "Picked up …" gives way at once to where the card is: over itself, in Contacted.)
  await page.keyboard.press("Space");
  await expectAnnounced(page, new RegExp(`^${tuid} .* is over .*Contacted\\.$`));
  await page.keyboard.press("ArrowRight");
  await expectAnnounced(page, /is over .*Measure Booked\.$/);
  await page.keyboard.press("Space");
  await expectAnnounced(page, /was dropped on .*Measure Booked\.$/);
  await expect(
    column(page, "Measure Booked").getByRole("listitem", { name: new RegExp(`^${tuid} `) }),
  ).toBeVisible();
  await page.reload();
  await expect(
    column(page, "Measure Booked").getByRole("listitem", { name: new RegExp(`^${tuid} `) }),
  ).toBeVisible();
});

test("a deal moves by mouse drag, by the table's status dropdown, and opens from its card", async ({
  page,
}) => {
  await openSalesBoard(page);
  const card = column(page, "New Lead")
    .getByRole("listitem", { name: /^D-\d+ / })
    .first();
  const label = (await card.getAttribute("aria-label")) ?? "";
  const tuid = label.split(" ")[0] ?? "";
  const name = label.slice(tuid.length + 1);
  // A pointer drag to the next column (far from the edges, where the board would scroll): press,
  // move past the sensor's 6 px, over the target column, release.
  const from = await card.boundingBox();
  const to = await column(page, "Contacted").boundingBox();
  if (!from || !to) throw new Error("card or column not laid out");
  await page.mouse.move(from.x + from.width / 2, from.y + 10);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 20, from.y + 20, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 15 });
  await expectAnnounced(page, /is over .*Contacted\.$/);
  await page.mouse.up();
  const moved = column(page, "Contacted").getByRole("listitem", { name: new RegExp(`^${tuid} `) });
  await expect(moved).toBeVisible();
  await page.reload();
  await expect(moved).toBeVisible();

  // The table view: the status dropdown moves it on.
  // The view switch's radios are visually hidden; people click their labels.
  await page
    .locator("label")
    .filter({ hasText: /^Table$/ })
    .click();
  const select = page.getByRole("combobox", { name: `Status of ${name}` });
  await select.selectOption({ label: "Signed" });
  await expect(select.locator("option:checked")).toHaveText("Signed");
  await page.reload();
  await expect(
    page.getByRole("combobox", { name: `Status of ${name}` }).locator("option:checked"),
  ).toHaveText("Signed");
  await page
    .locator("label")
    .filter({ hasText: /^Board$/ })
    .click();

  // A click on the card's name opens the deal.
  await column(page, "Signed")
    .getByRole("listitem", { name: new RegExp(`^${tuid} `) })
    .getByRole("link")
    .click();
  await expect(page).toHaveURL(/\/workflows\/sales\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
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
  await openPortal(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/workflows/no-such-workflow");
  await expect(page).toHaveURL(/\/dashboard$/);
});
