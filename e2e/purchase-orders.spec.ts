import { execFileSync } from "node:child_process";
import { expect, type Page, test } from "@playwright/test";
import type { PurchaseOrderListItem } from "@portal/contract";
import { addBlind, newQuoteOnDeal } from "./quote-steps.ts";
import { decodeQuotedPrintable, expectNoSeriousA11yViolations, latestMailTo, openPortal } from "./support.ts";

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

  const deal = (await (await page.request.get(`/api/deals/${source.deal.id}`)).json()) as {
    name: string;
    sidemark: string | null;
  };
  // The seeded deal has a sidemark of its own, which the order must carry (not the deal's name).
  expect(deal.sidemark).toBeTruthy();
  await page.goto(`/workflows/${source.deal.workflowSlug}/${source.deal.id}/quotes/${source.quoteId}`);
  await page.getByRole("button", { name: "Convert to purchase order" }).click();
  const dialog = page.getByRole("dialog", { name: "Convert to purchase order" });
  await expect(dialog.getByLabel("Supplier")).toHaveValue("Every supplier of the quote (one order each)");
  // The demo's order was converted from this quote: converting again says so first.
  await expect(dialog.getByText("Already converted")).toBeVisible();
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
  await expect(firstRow).toContainText(deal.sidemark ?? "");
  await expect(firstRow).not.toContainText(deal.name);
  await expectNoSeriousA11yViolations(page);

  // The dashboard's Orders section counts the orders of the past 30 days (the one just made among
  // them); its card leads to the list filtered by that status, which lives in the address.
  await page.goto("/dashboard");
  const openCard = page.getByRole("link", { name: /^Open: \d+ orders?$/ });
  await expect(openCard).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await openCard.click();
  await expect(page).toHaveURL(/\/orders\?status=OPEN$/);
  await expect(page.getByRole("row").nth(1)).toContainText("Open");
  await expect(page.getByRole("row").filter({ hasText: "Submitted" })).toHaveCount(0);
  await page.goto("/orders?status=SUBMITTED");
  await expect(page.getByRole("row").nth(1)).toContainText("Submitted");
  await expect(page.getByRole("row").filter({ hasText: "Open" })).toHaveCount(0);
});

type OrderDetail = OrderRef & { supplier: { name: string; isOffline: boolean }; number: string };

/**
 * A fresh OPEN order to an online (Sunline) or offline (Coastal) supplier: one of the demo's accepted
 * quotes converted again, for that supplier only, through the API.
 */
async function freshOrder(page: Page, offline: boolean): Promise<{ id: string; number: string }> {
  const list = (await (await page.request.get("/api/purchase-orders?limit=100")).json()) as { id: string }[];
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === "XSRF-TOKEN")?.value ?? "";
  for (const item of list) {
    const order = (await (
      await page.request.get(`/api/purchase-orders/${item.id}`)
    ).json()) as OrderDetail & {
      manufacturerId: number;
    };
    if (!order.quoteId || order.supplier.isOffline !== offline) continue;
    const made = await page.request.post(`/api/quotes/${order.quoteId}/convert`, {
      headers: { "x-xsrf-token": csrf },
      data: { manufacturerId: order.manufacturerId },
    });
    expect(made.status()).toBe(200);
    const [fresh] = (await made.json()) as { id: string; number: string }[];
    if (fresh) return fresh;
  }
  throw new Error(
    `the demo has no order converted from a quote to an ${offline ? "offline" : "online"} supplier`,
  );
}

test("accept a quote → convert → review → PDF → submit to an online supplier → its page → the dealer sees it; a change makes R2", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await openPortal(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  // A new quote on a demo deal, with a blind of Sunline's (an online supplier), accepted by staff.
  const list = (await (
    await page.request.get("/api/purchase-orders?limit=50")
  ).json()) as PurchaseOrderListItem[];
  const withDeal = list.find((item) => item.deal !== null);
  if (!withDeal?.deal) throw new Error("the demo has no order of a deal");
  await newQuoteOnDeal(page, `/workflows/${withDeal.deal.workflowSlug}/${withDeal.deal.id}`);
  await addBlind(page);
  await page.getByRole("button", { name: "Accept", exact: true }).click();
  const accept = page.getByRole("dialog", { name: "Accept quote" });
  await accept.getByRole("button", { name: "Accept quote" }).click();
  await expect(accept).toBeHidden();
  await expect(page.getByText("Accepted", { exact: true }).first()).toBeVisible();

  await page.getByRole("button", { name: "Convert to purchase order" }).click();
  const convert = page.getByRole("dialog", { name: "Convert to purchase order" });
  await expect(convert.getByText("Already converted")).toHaveCount(0);
  await convert.getByRole("button", { name: "Convert", exact: true }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  const heading = page.getByRole("heading", { level: 1, name: /^PO-\d+$/ });
  await expect(heading).toBeVisible();
  const order = { id: page.url().split("/orders/")[1] ?? "", number: (await heading.textContent()) ?? "" };
  await expect(page.getByText("Sunline Blinds", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Review order" }).click();
  const dialog = page.getByRole("dialog", { name: `Review ${order.number}` });
  await dialog.getByLabel("Notes").fill("E2E: deliver to the side door");
  await dialog.getByLabel("Required date").fill("2026-12-18");
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.locator(`iframe[title="Purchase order ${order.number} (PDF)"]`)).toBeVisible();
  // What the supplier receives: the PDF of the order as saved in the first step.
  const pdf = await page.request.get(`/api/purchase-orders/${order.id}/pdf`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const text = execFileSync("pdftotext", ["-layout", "-", "-"], { input: await pdf.body() }).toString();
  expect(text).toContain(`Purchase order`);
  expect(text).toContain(order.number);
  expect(text).toContain("Sunline Blinds");
  expect(text).toContain("E2E: deliver to the side door");
  expect(text).toContain("18 December 2026");

  await dialog.getByRole("button", { name: "Submit order" }).click();
  await expect(page.getByText(`${order.number} submitted to Sunline Blinds`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Submitted", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Review order" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Edit order details" })).toHaveCount(0);

  // The supplier's email: the PDF attached and a secret link to its page, opened without signing in.
  await expect.poll(() => latestMailTo("orders@sunline.test") ?? "").toContain(order.number);
  const eml = decodeQuotedPrintable(latestMailTo("orders@sunline.test") ?? "");
  expect(eml).toMatch(new RegExp(`filename="?${order.number}\\.pdf`));
  const link = eml.match(/https?:\/\/[^\s]+\/supplier-order\/[A-Za-z0-9_-]+/)?.[0];
  if (!link) throw new Error("no supplier link in the mail");
  // The supplier's own browser: no cookies of the dealer's session.
  const supplierContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const supplier = await supplierContext.newPage();
  await supplier.goto(new URL(link).pathname);
  await expect(supplier.getByRole("heading", { name: `Purchase order ${order.number}` })).toBeVisible();
  await expect(supplier.getByText("From Demo Blinds Co")).toBeVisible();
  await expectNoSeriousA11yViolations(supplier);
  await supplier.getByLabel("Status").selectOption({ label: "In progress" });
  await supplier.getByLabel("Your reference").fill("SL-E2E-1");
  await supplier.getByLabel("ETA").fill("2026-12-22");
  await supplier.getByLabel("Tracking information").fill("StarTrack 42 E2E");
  await supplier.getByRole("button", { name: "Save" }).click();
  await expect(supplier.getByText("Order updated")).toBeVisible();
  await supplierContext.close();

  // The dealer sees the supplier's status, its details and their history.
  await page.reload();
  await expect(page.getByText("In progress", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Open supplier order" }).click();
  const supplierOrder = page.getByRole("dialog", {
    name: `Supplier order for ${order.number} · Sunline Blinds`,
  });
  await expect(supplierOrder.getByText("SL-E2E-1")).toBeVisible();
  await expect(supplierOrder.getByText("StarTrack 42 E2E")).toBeVisible();
  await supplierOrder.getByRole("tab", { name: "History" }).click();
  await expect(supplierOrder.getByText("Not started → In progress")).toBeVisible();
  await expect(supplierOrder.getByText(/Sunline Blinds \(supplier page\)/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(supplierOrder).toBeHidden();

  await page.getByRole("button", { name: "Edit as a new revision" }).click();
  const revise = page.getByRole("dialog", { name: `New revision of ${order.number}` });
  await revise.getByLabel("Notes").fill("E2E: deliver to the front door");
  await revise.getByRole("button", { name: "Make revision" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `${order.number}-R2` })).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(order.id));
  await expect(page.getByText("Open", { exact: true })).toBeVisible();
  await expect(page.getByText("E2E: deliver to the front door")).toBeVisible();
  await page.getByRole("link", { name: order.number, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: order.number })).toBeVisible();
  await expect(page.getByText("A newer revision exists:")).toBeVisible();
  await expect(page.getByText("E2E: deliver to the side door")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("an order to an offline supplier: Mark as Submitted, reopen, change a line, then a revision", async ({
  page,
}) => {
  await openPortal(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  const order = await freshOrder(page, true);
  await page.goto(`/orders/${order.id}`);
  await page.getByRole("button", { name: "Review order" }).click();
  const dialog = page.getByRole("dialog", { name: `Review ${order.number}` });
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.locator("iframe")).toBeVisible();
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByText("takes orders offline")).toBeVisible();
  await dialog.getByRole("button", { name: "Mark as Submitted" }).click();
  await expect(page.getByText(`${order.number} marked as submitted`)).toBeVisible();
  await expect(page.getByText("Submitted", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Reopen" }).click();
  await page
    .getByRole("dialog", { name: "Reopen this order?" })
    .getByRole("button", { name: "Reopen" })
    .click();
  await expect(page.getByText(`${order.number} reopened`)).toBeVisible();
  await expect(page.getByText("Open", { exact: true })).toBeVisible();

  const editLine = page
    .getByRole("listitem")
    .first()
    .getByRole("button", { name: /^Edit / });
  await editLine.click();
  const lineDialog = page.getByRole("dialog", { name: "Edit product" });
  await lineDialog.getByLabel("Quantity").fill("");
  await lineDialog.getByRole("button", { name: "Save" }).click();
  await expect(lineDialog.getByText("Quantity is required")).toBeVisible();
  await expect(lineDialog.getByLabel("Quantity")).toBeFocused();
  await lineDialog.getByLabel("Quantity").fill("4");
  await lineDialog.getByLabel("Notes for the supplier").fill("E2E: four of these");
  await lineDialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Product saved")).toBeVisible();
  await expect(page.getByText("E2E: four of these")).toBeVisible();
  await expect(page.getByText(/^4 × \$/)).toBeVisible();

  // Marked as submitted again, then changed: a new revision, which goes to the supplier in its turn.
  const markSubmitted = async (number: string) => {
    await page.getByRole("button", { name: "Review order" }).click();
    const review = page.getByRole("dialog", { name: `Review ${number}` });
    await review.getByRole("button", { name: "Continue" }).click();
    await expect(review.locator("iframe")).toBeVisible();
    await review.getByRole("button", { name: "Continue" }).click();
    await review.getByRole("button", { name: "Mark as Submitted" }).click();
    await expect(page.getByText(`${number} marked as submitted`)).toBeVisible();
  };
  await markSubmitted(order.number);
  const first = (await (await page.request.get(`/api/purchase-orders/${order.id}`)).json()) as {
    context: { supplierOrder: { id: string } | null };
  };
  await page.getByRole("button", { name: "Edit as a new revision" }).click();
  await page
    .getByRole("dialog", { name: `New revision of ${order.number}` })
    .getByRole("button", { name: "Make revision" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: `${order.number}-R2` })).toBeVisible();
  await markSubmitted(`${order.number}-R2`);
  const revisionUrl = page.url();

  // The first revision's supplier order now leads to the newest revision's.
  await page.goto(`/orders/${order.id}/supplier-order/${first.context.supplierOrder?.id}`);
  await expect(page).toHaveURL(new RegExp(`${revisionUrl.split("/orders/")[1]}/supplier-order/`));
  await expect(
    page.getByRole("dialog", { name: `Supplier order for ${order.number}-R2 · Coastal Shutters & Curtains` }),
  ).toBeVisible();
});
