// Steps on a deal's quote that several specs take: a new quote, a product from the catalogue through
// the configurator (in a dialog while it is added, in the frame once it is a line), a blind as the
// seeded catalogue has it.
import { expect, type FrameLocator, type Locator, type Page } from "@playwright/test";

/** The framed configurator of a line on the quote (its Edit button). */
export const configuratorOf = (page: Page): FrameLocator =>
  page.frameLocator('iframe[title="Configure product"]');

/** Picks the product from the catalogue; answers the configurator it opens in (nothing saved yet). */
export async function addProduct(page: Page, search: string, name: string): Promise<Locator> {
  await page.getByRole("button", { name: "Add products" }).click();
  const browser = page.getByRole("dialog", { name: "Add products" });
  await browser.getByRole("textbox", { name: "Search products" }).fill(search);
  await browser.getByRole("button", { name: `Add ${name}`, exact: true }).click();
  await expect(browser).toBeHidden();
  const configurator = page.getByRole("dialog", { name: `Add ${name}` });
  await expect(configurator.getByRole("textbox", { name: "Width" })).toBeVisible();
  return configurator;
}

export async function setSize(configurator: Locator | FrameLocator, width: string, drop: string) {
  await configurator.getByRole("textbox", { name: "Width" }).fill(width);
  await configurator.getByRole("textbox", { name: "Drop" }).fill(drop);
}

/** Save in the framed configurator of a line on the quote. */
export async function saveConfigurator(page: Page) {
  await configuratorOf(page).getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.locator('iframe[title="Configure product"]')).toBeHidden();
}

/** Save in the configurator of a product being added: it becomes a line. */
export async function saveNewProduct(configurator: Locator) {
  await configurator.getByRole("button", { name: "Save", exact: true }).click();
  await expect(configurator).toBeHidden();
}

/** Two Blockout Roller Blinds for Bedroom 1 (Sunline's), chain, standard roll, oval rail, fascia. */
export async function addBlind(page: Page, width = "1000", drop = "1500") {
  const frame = await addProduct(page, "Blockout", "Blockout Roller Blind");
  await frame.getByRole("textbox", { name: "Location" }).fill("Bedroom 1");
  await setSize(frame, width, drop);
  await frame.getByRole("radio", { name: "Chain" }).check();
  await frame.getByRole("radio", { name: "Standard roll" }).check();
  await frame.getByRole("radio", { name: "Oval rail" }).check();
  await frame.getByRole("checkbox", { name: "Fascia" }).check();
  await frame.getByRole("textbox", { name: "Quantity" }).fill("2");
  await expect(frame.getByText(/^Grid price for/)).toBeVisible();
  await saveNewProduct(frame);
}

export async function newQuoteOnDeal(page: Page, dealUrl: string) {
  await page.goto(dealUrl);
  await page.getByRole("tab", { name: "Quotes", exact: true }).click();
  await page.getByRole("button", { name: "New quote" }).click();
  await expect(page).toHaveURL(/\/quotes\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: /^Quote Q-\d+$/ })).toBeVisible();
}
