import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, openPortal } from "./support.ts";

type OrderRef = { id: string; quoteId: string | null; deal: { id: string; workflowSlug: string } | null };

test("an accepted quote converts to a purchase order, which the orders list and the order page show", async ({
  page,
}) => {
  await openPortal(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  // A demo deal with an accepted quote (the seed's orders were converted from theirs).
  const list = (await (await page.request.get("/api/purchase-orders?limit=50")).json()) as { id: string }[];
  let source: OrderRef | null = null;
  for (const item of list) {
    const order = (await (await page.request.get(`/api/purchase-orders/${item.id}`)).json()) as OrderRef;
    if (order.quoteId && order.deal) {
      source = order;
      break;
    }
  }
  if (!source?.deal || !source.quoteId) throw new Error("the demo has no order converted from a quote");

  await page.goto(`/workflows/${source.deal.workflowSlug}/${source.deal.id}/quotes/${source.quoteId}`);
  await page.getByRole("button", { name: "Convert to purchase order" }).click();
  const dialog = page.getByRole("dialog", { name: "Convert to purchase order" });
  await expect(dialog.getByLabel("Supplier")).toHaveValue("Every supplier of the quote (one order each)");
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Convert", exact: true }).click();

  await expect(page.getByText(/^Purchase orders? PO-\d+/)).toBeVisible();
  await expect(page).toHaveURL(/\/orders(\/|$)/);
  if (/\/orders\/[^/]+$/.test(page.url())) {
    await expect(page.getByRole("heading", { level: 1, name: /^PO-\d+$/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Products" })).toBeVisible();
    await expect(page.getByText("Open", { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: "Back to purchase orders" }).click();
  }

  await expect(page.getByRole("heading", { name: "Purchase orders", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation").getByRole("link", { name: "Orders" })).toBeVisible();
  const firstRow = page.getByRole("row").nth(1);
  await expect(firstRow).toContainText("Open");
  await expectNoSeriousA11yViolations(page);

  // The status filter lives in the address (the dashboard's order cards link to /orders?status=).
  await page.goto("/orders?status=SUBMITTED");
  await expect(page.getByRole("row").nth(1)).toContainText("Submitted");
  await expect(page.getByRole("row").filter({ hasText: "Open" })).toHaveCount(0);
});
