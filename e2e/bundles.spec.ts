import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, openPortal } from "./support.ts";

type Card = { id: string; name: string };

/** A Quoted deal of the demo with a Draft quote (each holds Sunline's Blockout Roller Blind). */
async function draftQuote(page: Page): Promise<{ dealId: string; quoteId: string }> {
  const workflows = (await (await page.request.get("/api/workflows")).json()) as Array<{
    id: string;
    slug: string;
    context: { statuses: Array<{ id: string; name: string }> };
  }>;
  const sales = workflows.find((workflow) => workflow.slug === "sales");
  const quoted = sales?.context.statuses.find((status) => status.name === "Quoted");
  const board = (await (await page.request.get(`/api/workflows/${sales?.id}/board`)).json()) as {
    columns: Array<{ statusId: string; cards: Card[] }>;
  };
  for (const card of board.columns.find((column) => column.statusId === quoted?.id)?.cards ?? []) {
    const quotes = (await (await page.request.get(`/api/deals/${card.id}/quotes`)).json()) as Array<{
      id: string;
      status: string;
    }>;
    const draft = quotes.find((quote) => quote.status === "DRAFT");
    if (draft) return { dealId: card.id, quoteId: draft.id };
  }
  throw new Error("no Quoted deal with a Draft quote");
}

const bundleCard = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/** Clicks a bundle's toggle where people do: the switch's input lies under its track. */
const toggle = (page: Page, name: string) =>
  bundleCard(page, name).getByRole("switch", { name }).click({ force: true });

/** Leaves the demo's bundles as seeded (none subscribed), so later specs price as before. */
async function unsubscribeAll(page: Page) {
  const bundles = (await (await page.request.get("/api/bundles")).json()) as Array<{
    id: number;
    isSubscribed: boolean;
  }>;
  const cookies = await page.context().cookies();
  const csrf = cookies.find((cookie) => cookie.name === "XSRF-TOKEN")?.value ?? "";
  for (const bundle of bundles.filter((item) => item.isSubscribed)) {
    await page.request.post(`/api/bundles/${bundle.id}/unsubscribe`, { headers: { "x-xsrf-token": csrf } });
  }
}

test.afterEach(async ({ page }) => {
  await unsubscribeAll(page);
});

test("an admin subscribes a bundle with its values; its group closes and Draft quotes show the update", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openPortal(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/settings/bundles");
  await expect(page.getByRole("heading", { name: "Sunline Blinds", level: 3 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Turning on a bundle with template fields asks for them; the field's rule is the spec's.
  const standard = bundleCard(page, "Standard installation");
  await toggle(page, "Standard installation");
  const dialog = page.getByRole("dialog", { name: "Subscribe to Standard installation" });
  const amount = dialog.getByRole("textbox", { name: /Installation per item/ });
  await expect(amount).toHaveValue("$45");
  await amount.fill("0");
  await dialog.getByRole("button", { name: "Subscribe" }).click();
  await expect(dialog.getByText("This field must be greater than 0")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await amount.fill("60");
  await dialog.getByRole("button", { name: "Subscribe" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Subscribed to Standard installation")).toBeVisible();
  await expect(standard.getByRole("switch")).toBeChecked();
  await expect(standard.getByText("$60.00")).toBeVisible();

  // The other installation bundle is off limits while this one is on, and says why.
  const premium = bundleCard(page, "Premium installation");
  await expect(premium.getByRole("switch")).toBeDisabled();
  await expect(
    premium.getByText(
      "Not available while Standard installation is subscribed: only one bundle of this group can be on at a time.",
    ),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A FACTOR outside 0 to 1 is refused in the modal (Enter submits before the input clamps it on blur).
  await toggle(page, "Freight saver");
  const freight = page.getByRole("dialog", { name: "Subscribe to Freight saver" });
  await freight.getByRole("textbox", { name: /Freight factor/ }).fill("1.5");
  await freight.getByRole("textbox", { name: /Freight factor/ }).press("Enter");
  await expect(freight.getByText("This field must be between 0 and 1")).toBeVisible();
  // Escape closes it; the typed value is a change, so it asks first.
  // The question stays once its opening transition is over: the Escape that asked it does not answer it.
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "You have unsaved changes" })).toHaveCSS("opacity", "1");
  await page.getByRole("button", { name: "Yes, exit without saving" }).click();
  await expect(freight).toBeHidden();
  await expect(bundleCard(page, "Freight saver").getByRole("switch")).not.toBeChecked();

  // A Draft quote priced before the subscription shows it as the supplier's pending installation update.
  const { dealId, quoteId } = await draftQuote(page);
  await page.goto(`/workflows/sales/${dealId}/quotes/${quoteId}`);
  const updates = page.getByRole("alert").filter({ hasText: "Supplier updates are waiting" });
  await expect(updates).toBeVisible();
  await expect(updates.getByText(/Blockout Roller Blind.*installation/)).toBeVisible();
  await expect(updates.getByRole("button", { name: "Apply updates" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
