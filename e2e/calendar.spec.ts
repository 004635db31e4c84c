import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, openPortal } from "./support.ts";

// The browser runs in Sydney (playwright.config.ts), as Demo Blinds Co does.
const zone = "Australia/Sydney";
const dayMs = 86_400_000;
/** A day `days` from today in Sydney, YYYY-MM-DD. */
const sydneyDate = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(new Date(Date.now() + days * dayMs));
/** How the month grid names a day: "December 4, 2026". */
const cellName = (date: string) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    month: "long",
    day: "numeric",
    year: "numeric",
  }).format(new Date(`${date}T00:00:00Z`));
/** How the editor writes a date: "4 Dec 2026". */
const shortDate = (date: string) =>
  new Intl.DateTimeFormat("en-AU", {
    timeZone: "UTC",
    day: "numeric",
    month: "short",
    year: "numeric",
  }).format(new Date(`${date}T00:00:00Z`));

const title = "E2E site measure";
const booked = sydneyDate(7);
const movedTo = sydneyDate(8);

/** The view's radios are visually hidden; people click their labels. */
const choose = (page: Page, label: string) =>
  page
    .locator("label")
    .filter({ hasText: new RegExp(`^${label}$`) })
    .click();

test.describe.configure({ timeout: 240_000 });

test("an appointment booked on a deal shows on the calendar, moves by drag and opens as a dialog", async ({
  page,
}) => {
  // Book it from a new deal's Appointments tab, with two of the personnel.
  await openPortal(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("navigation").getByRole("link", { name: "Sales" }).click();
  await page.getByRole("button", { name: "New deal" }).click();
  const newDeal = page.getByRole("dialog", { name: "New deal" });
  await newDeal.getByRole("textbox", { name: /Name/ }).fill("E2E calendar deal");
  await newDeal.getByRole("button", { name: "Create deal" }).click();
  await expect(page).toHaveURL(/\/workflows\/sales\/[0-9a-f-]{36}$/);
  await page.getByRole("tab", { name: "Appointments", exact: true }).click();
  await page.getByRole("button", { name: "Add" }).click();
  const editor = page.getByRole("dialog", { name: "New appointment" });
  await editor.getByRole("textbox", { name: /^Title/ }).fill(title);
  await editor.getByLabel(/^Start date/).fill(booked);
  await editor.getByLabel(/^Start time/).fill("10:00");
  await editor.getByLabel(/^End time/).fill("11:30");
  for (const [typed, name] of [
    ["Priya", "Priya Shah"],
    ["Chris", "Chris Nguyen"],
  ] as const) {
    await editor.getByRole("textbox", { name: "Add participant" }).fill(typed);
    await page
      .getByRole("option", { name: new RegExp(name) })
      .first()
      .click();
  }
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Appointment added")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(editor).toBeHidden();

  // Month, week and day views, from the navigation.
  await page.getByRole("navigation").getByRole("link", { name: "Calendar" }).click();
  await expect(page.getByRole("heading", { name: "Calendar", level: 1 })).toBeVisible();
  await page.goto(`/calendar?date=${booked}&view=month`);
  const event = page.getByRole("button", { name: title });
  await expect(event).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await choose(page, "Week");
  await expect(page).toHaveURL(new RegExp(`/calendar\\?date=${booked}&view=week$`));
  await expect(event).toBeVisible();
  await choose(page, "Day");
  await expect(page).toHaveURL(/view=day$/);
  await expect(event).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Multi: a lane per person, the appointment under each of its two people; remembered.
  await choose(page, "Multi");
  await expect(page.getByRole("heading", { level: 2 })).toContainText(
    new Intl.DateTimeFormat("en-AU", { timeZone: "UTC", day: "numeric", month: "long" }).format(
      new Date(`${booked}T00:00:00Z`),
    ),
  );
  await expect(event).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
  await page.reload();
  await expect(page.getByRole("radio", { name: "Multi" })).toBeChecked();
  await expect(event).toHaveCount(2);
  await choose(page, "Single");

  // Drag it to the next day on the month; it stays there after a reload.
  await page.goto(`/calendar?date=${booked}&view=month`);
  await expect(event).toBeVisible();
  const saved = page.waitForResponse(
    (response) => response.request().method() === "PUT" && response.url().includes("/api/appointments/"),
  );
  await event.dragTo(page.getByRole("button", { name: cellName(movedTo) }), {
    targetPosition: { x: 12, y: 10 },
  });
  expect((await saved).status()).toBe(200);
  await page.reload();
  await event.click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toContainText(shortDate(movedTo));
  await expect(dialog).toContainText("10:00 am – 11:30 am");
  await expect(dialog.getByText("Sales", { exact: true })).toBeVisible();
  await expect(dialog.getByRole("link", { name: /E2E calendar deal/ })).toBeVisible();
  const eventUrl = new URL(page.url());
  expect(eventUrl.pathname).toMatch(/^\/calendar\/[0-9a-f-]{36}$/);
  expect(eventUrl.search).toBe(`?date=${booked}&view=month`);
  await expectNoSeriousA11yViolations(page);

  // Opened straight from its address; edited, then leaving asks first.
  await page.goto(eventUrl.pathname);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(shortDate(movedTo));
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/calendar$/);
  await page.goto(`/calendar?date=${movedTo}&view=day`);
  await event.click();
  await dialog.getByRole("button", { name: "Edit" }).click();
  await page
    .getByRole("dialog", { name: "Edit appointment" })
    .getByRole("textbox", { name: /^Title/ })
    .fill(`${title}!`);
  // Back to where the browser was before (the modal covers the navigation).
  await page.evaluate(() => window.history.back());
  const unsaved = page.getByRole("dialog", { name: "You have unsaved changes" });
  await expect(unsaved).toBeVisible();
  await unsaved.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/calendar\/[0-9a-f-]{36}\?date=[\d-]+&view=day$/);
  // Closing asks too; saying yes returns to the calendar.
  await page.keyboard.press("Escape");
  await expect(unsaved).toBeVisible();
  await unsaved.getByRole("button", { name: "Yes, exit without saving" }).click();
  await expect(page).toHaveURL(new RegExp(`/calendar\\?date=${movedTo}&view=day$`));
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Calendar", level: 1 })).toBeVisible();

  // Unknown events and sub-paths land on the calendar.
  await page.goto("/calendar/01900000-0000-7000-8000-00000000ffff");
  await expect(page).toHaveURL(/\/calendar$/);
  await page.goto("/calendar/x/y");
  await expect(page).toHaveURL(/\/calendar$/);
});
