import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { workerDataDir } from "../playwright.config.ts";

export const demo = { username: "demo", password: "demo1234" };

export async function signIn(page: Page, username = demo.username, password = demo.password) {
  await page.getByLabel("Username").fill(username);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Opens the portal at its root, as the README's link does, and signs in where that lands (/login). */
export async function openPortal(page: Page, username = demo.username, password = demo.password) {
  await page.goto("/");
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, username, password);
}

/** Serious and critical axe violations on the page as it is now (WCAG 2.1 A/AA). */
export async function expectNoSeriousA11yViolations(page: Page) {
  // Colours are measured as painted: a dialog or toast still fading in reads as low contrast.
  // (A spinner's endless animation is not waited for.)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" ||
          animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    // WCAG 2.5.3 Label in Name: axe ships it switched off (experimental); the user menu once failed it.
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    "serious or critical axe violations",
  ).toEqual([]);
}

// This worker's portal's outbox (playwright.config.ts gives each worker a portal of its own).
const outbox = join(workerDataDir, "outbox");

/** The newest email in the server's outbox whose raw text mentions `to`. */
export function latestMailTo(to: string): string | undefined {
  let files: string[];
  try {
    files = readdirSync(outbox).sort();
  } catch {
    return undefined;
  }
  const texts = files
    .map((file) => readFileSync(join(outbox, file), "utf8"))
    .filter((text) => text.includes(to));
  return texts.at(-1);
}

/** Undoes quoted-printable soft line breaks and escapes so a link can be read out of an .eml file. */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}
