import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { csrfCookieName, csrfHeaderName } from "@portal/contract";
import { workerDataDir } from "../playwright.config.ts";

export const demo = { username: "demo", password: "demo1234" };

export async function signIn(page: Page, username = demo.username, password = demo.password) {
  await page.getByLabel("Username").fill(username);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Opens the portal at its root, as the README's link does, and signs in through the form where that lands (/login). */
export async function openPortalThroughForm(page: Page, username = demo.username, password = demo.password) {
  await page.goto("/");
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, username, password);
}

/**
 * Signs the page's browser in through the API, as the form does (the CSRF cookie from a first GET,
 * echoed in the header of `POST /api/auth`): the sign-in, session and password specs use the form.
 */
export async function signInThroughApi(page: Page, username = demo.username, password = demo.password) {
  await page.request.get("/api/public/branding?host=127.0.0.1");
  const token = (await page.context().cookies()).find((cookie) => cookie.name === csrfCookieName)?.value;
  const response = await page.request.post("/api/auth", {
    data: { username, password },
    headers: token ? { [csrfHeaderName]: token } : {},
  });
  expect(response.status(), `sign-in as ${username}`).toBe(200);
}

/** Opens the portal at its root signed in (through the API; the form has its own specs). */
export async function openPortal(page: Page, username = demo.username, password = demo.password) {
  await signInThroughApi(page, username, password);
  await page.goto("/");
}

/** Waits until a drag's step is announced in dnd-kit's live region (it says every step to screen readers). */
export async function expectAnnounced(page: Page, text: string | RegExp) {
  await expect(page.locator('[id^="DndLiveRegion"]').filter({ hasText: text })).toBeAttached();
}

/**
 * Serious and critical axe violations on the page as it is now (WCAG 2.1 A/AA). Toasts are left out
 * unless `toasts` says otherwise: one shown a few seconds before may begin to fade out while axe reads
 * the page (a toast lasts 5 s), and a half-faded toast fails the contrast check by chance. A scan that
 * follows its toast at once (quotes.spec.ts's "Logo saved") checks a toast's colours.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: { toasts?: boolean } = {}) {
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
  const axe = new AxeBuilder({ page });
  if (!options.toasts) axe.exclude(".mantine-Notifications-root");
  const results = await axe
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

/** Every email in the server's outbox whose raw text mentions `to`, oldest first. */
export function mailsTo(to: string): string[] {
  let files: string[];
  try {
    files = readdirSync(outbox).sort();
  } catch {
    return [];
  }
  return files.map((file) => readFileSync(join(outbox, file), "utf8")).filter((text) => text.includes(to));
}

/** The newest email in the server's outbox whose raw text mentions `to`. */
export function latestMailTo(to: string): string | undefined {
  return mailsTo(to).at(-1);
}

/** Undoes quoted-printable soft line breaks and escapes so a link can be read out of an .eml file. */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}
