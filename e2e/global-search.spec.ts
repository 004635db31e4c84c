// Global search (spec 000 §2 header, 001 §9; issue 13): Ctrl+K from anywhere, results grouped by type,
// the keyboard alone finds and opens a contact, a deal and a quote; on a phone the header's icon opens it.
import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, openPortal } from "./support.ts";

async function searchFor(page: Page, text: string, options: { typedAtOnce?: boolean } = {}) {
  // The shortcut is heard once the header is there.
  await expect(page.getByRole("banner").getByRole("button", { name: "Search Ctrl K" })).toBeVisible();
  await page.keyboard.press("Control+k");
  const field = page.getByRole("combobox", { name: "Search contacts, deals, personnel, orders and quotes" });
  if (options.typedAtOnce) {
    // Typed straight after the shortcut, while the palette's code may still be loading: nothing is lost.
    await page.keyboard.type(text);
    await expect(field).toHaveValue(text);
  } else {
    await expect(field).toBeFocused();
    await field.fill(text);
  }
  return { field, results: page.getByRole("listbox") };
}

test("find a contact, a deal and a quote with Ctrl+K and open them", async ({ page }) => {
  await openPortal(page);
  await expect(page).toHaveURL(/\/dashboard$/);

  const contact = await searchFor(page, "isla anderson", { typedAtOnce: true });
  const contacts = contact.results.getByRole("group", { name: "Contacts" });
  await expect(contacts.getByRole("option", { name: /Isla Anderson/ })).toBeVisible();
  await expect(contact.results.getByRole("group", { name: "Deals" }).getByRole("option")).toHaveCount(3);
  // The first result is chosen: Enter opens it.
  await expect(contact.field).toHaveAttribute("aria-activedescendant", "global-search-result-0");
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/contacts\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("dialog", { name: /Isla Anderson/ })).toBeVisible();
  await page.keyboard.press("Escape");

  // From anywhere, a page's own field included.
  const deal = await searchFor(page, "living room panel glides");
  const option = deal.results.getByRole("option", { name: /Isla Anderson – Living room panel glides/ });
  await expect(option).toBeVisible();
  await option.click();
  await expect(page).toHaveURL(/\/workflows\/sales\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Isla Anderson – Living room panel glides" })).toBeVisible();

  const quote = await searchFor(page, "Q-325");
  await expect(quote.results.getByRole("option").first()).toContainText("Q-325");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/workflows\/sales\/[0-9a-f-]{36}\/quotes\/[0-9a-f-]{36}$/);

  // Nothing found says so; Escape closes the search.
  const none = await searchFor(page, "zzqqxx");
  await expect(page.getByText("Nothing found")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(none.field).toBeHidden();
});

test("on a phone the header's search icon opens the search", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await openPortal(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
  const dialog = page.getByRole("dialog", { name: "Search contacts, deals, personnel, orders and quotes" });
  const field = dialog.getByRole("combobox", {
    name: "Search contacts, deals, personnel, orders and quotes",
  });
  await field.fill("isla");
  await expect(page.getByRole("listbox").getByRole("option").first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await context.close();
});
