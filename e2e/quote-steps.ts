// Steps on a deal's quote that several specs take: a new quote, products through the framed
// configurator, a blind as the seeded catalogue has it.
import { expect, type FrameLocator, type Page } from "@playwright/test";

export const configuratorOf = (page: Page): FrameLocator =>
  page.frameLocator('iframe[title="Configure product"]');

export async function addProduct(page: Page, search: string, name: string) {
  await page.getByRole("button", { name: "Add products" }).click();
  const browser = page.getByRole("dialog", { name: "Add products" });
  await browser.getByRole("textbox", { name: "Search products" }).fill(search);
  await browser.getByRole("button", { name: `Add ${name}`, exact: true }).click();
  await expect(browser).toBeHidden();
  await expect(configuratorOf(page).getByRole("heading", { name })).toBeVisible();
}

export async function setSize(frame: FrameLocator, width: string, drop: string) {
  await frame.getByRole("textbox", { name: "Width" }).fill(width);
  await frame.getByRole("textbox", { name: "Drop" }).fill(drop);
}

export async function saveConfigurator(page: Page) {
  await configuratorOf(page).getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.locator('iframe[title="Configure product"]')).toBeHidden();
}

/** Two Blockout Roller Blinds for Bedroom 1 (Sunline's), chain, standard roll, oval rail, fascia. */
export async function addBlind(page: Page, width = "1000", drop = "1500") {
  await addProduct(page, "Blockout", "Blockout Roller Blind");
  const frame = configuratorOf(page);
  await frame.getByRole("textbox", { name: "Location" }).fill("Bedroom 1");
  await setSize(frame, width, drop);
  await frame.getByRole("radio", { name: "Chain" }).check();
  await frame.getByRole("radio", { name: "Standard roll" }).check();
  await frame.getByRole("radio", { name: "Oval rail" }).check();
  await frame.getByRole("checkbox", { name: "Fascia" }).check();
  await frame.getByRole("textbox", { name: "Quantity" }).fill("2");
  await expect(frame.getByText(/^Grid price for/)).toBeVisible();
  await saveConfigurator(page);
}

export async function newQuoteOnDeal(page: Page, dealUrl: string) {
  await page.goto(dealUrl);
  await page.getByRole("tab", { name: "Quotes", exact: true }).click();
  await page.getByRole("button", { name: "New quote" }).click();
  await expect(page).toHaveURL(/\/quotes\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: /^Quote Q-\d+$/ })).toBeVisible();
}
