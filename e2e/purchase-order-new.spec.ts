// An order with no deal behind it (/orders/new): made, given a configured product from the supplier's
// catalogue (costed live), the product's options changed in the product options frame, its shipping
// set, submitted; the supplier order carries the shipping.
import { expect, test } from "@playwright/test";
import type { SupplierOrder } from "@portal/contract";
import { expectNoSeriousA11yViolations, openPortal } from "./support.ts";

test("/orders/new → add a product → change its options → calculate shipping → submit", async ({ page }) => {
  test.setTimeout(120_000);
  await openPortal(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/orders");
  await page.getByRole("link", { name: "New order" }).click();
  await expect(page).toHaveURL(/\/orders\/new$/);
  await expect(page.getByRole("heading", { level: 1, name: "New purchase order" })).toBeVisible();
  await page.getByRole("combobox", { name: "Supplier" }).click();
  await page.getByRole("option", { name: "Sunline Blinds" }).click();
  await page.getByLabel("Sidemark").fill("E2E walk-in order");
  await page.getByLabel("Customer name").fill("Pat Walker");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Create order" }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  const heading = page.getByRole("heading", { level: 1, name: /^PO-\d+$/ });
  await expect(heading).toBeVisible();
  const order = { id: page.url().split("/orders/")[1] ?? "", number: (await heading.textContent()) ?? "" };
  await expect(page.getByText("No products on this order yet.")).toBeVisible();

  // A product from the supplier's catalogue, costed as it is configured.
  await page.getByRole("button", { name: "Add product" }).click();
  const browser = page.getByRole("dialog", { name: "Add products" });
  await browser.getByRole("textbox", { name: "Search products" }).fill("Blockout");
  await browser.getByRole("button", { name: "Add Blockout Roller Blind", exact: true }).click();
  const add = page.getByRole("dialog", { name: "Add Blockout Roller Blind" });
  await add.getByRole("textbox", { name: "Location" }).fill("Shop window");
  await add.getByRole("textbox", { name: "Width" }).fill("1000");
  await add.getByRole("textbox", { name: "Drop" }).fill("1500");
  await add.getByRole("radio", { name: "Chain" }).check();
  await add.getByRole("radio", { name: "Standard roll" }).check();
  await add.getByRole("radio", { name: "Oval rail" }).check();
  await expect(add.getByText(/^Grid price for/)).toBeVisible();
  // The last choice is priced a moment after its click (the card is busy meanwhile): the total, once it
  // holds still between two reads further apart than that moment.
  let cost = "";
  await expect
    .poll(
      async () => {
        const before = cost;
        cost = (await add.getByTestId("live-total").textContent()) ?? "";
        const busy = await add.locator('[aria-busy="true"]').count();
        return busy === 0 && cost === before && /^\$\d/.test(cost);
      },
      { intervals: [400] },
    )
    .toBe(true);
  await expectNoSeriousA11yViolations(page);
  await add.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Blockout Roller Blind added to the order")).toBeVisible();
  await expect(add).toBeHidden();
  await expect(page.getByText("Sunline · 1000 × 1500 mm")).toBeVisible();
  await expect(page.getByText(cost, { exact: true }).first()).toBeVisible();

  // Its options, changed in the product options frame: a wider blind costs more.
  await page.getByRole("button", { name: "Change the options of Blockout Roller Blind" }).click();
  const frame = page.frameLocator('iframe[title="Product options: Blockout Roller Blind"]');
  await expect(frame.getByRole("textbox", { name: "Width" })).toHaveValue("1000 mm");
  await frame.getByRole("textbox", { name: "Width" }).fill("1800");
  await expect(frame.getByTestId("live-total")).not.toHaveText(cost);
  await frame.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.locator('iframe[title="Product options: Blockout Roller Blind"]')).toBeHidden();
  await expect(page.getByText("Sunline · 1800 × 1500 mm")).toBeVisible();

  // The product over the order, at its own address.
  await page.getByRole("link", { name: "Blockout Roller Blind" }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}/products/[0-9a-f-]{36}$`));
  const product = page.getByRole("dialog", { name: "Blockout Roller Blind" });
  await expect(product.getByRole("cell", { name: "Chain" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));

  // How it travels: the supplier's pick-up method, to the dealer's own address.
  await expect(page.getByText("Courier (the supplier’s default)")).toBeVisible();
  await page.getByRole("button", { name: "Calculate shipping" }).click();
  const shipping = page.getByRole("dialog", { name: "Calculate shipping" });
  await shipping.getByRole("combobox", { name: "Shipping method" }).click();
  await page.getByRole("option", { name: "Pick up from factory" }).click();
  await expect(shipping.getByText("4 Factory Road, Dandenong VIC 3175", { exact: false })).toBeVisible();
  await shipping.getByLabel("Shipping instructions").fill("E2E: collect Friday");
  await expectNoSeriousA11yViolations(page);
  await shipping.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Shipping saved")).toBeVisible();
  await expect(page.getByText("Pick up from factory", { exact: true })).toBeVisible();

  // Submitted, the supplier order carries it.
  await page.getByRole("button", { name: "Review order" }).click();
  const review = page.getByRole("dialog", { name: `Review ${order.number}` });
  await review.getByRole("button", { name: "Continue" }).click();
  await review.getByRole("button", { name: "Submit order" }).click();
  await expect(page.getByText(`${order.number} submitted to Sunline Blinds`)).toBeVisible();
  const sent = (await (await page.request.get(`/api/purchase-orders/${order.id}`)).json()) as {
    context: { supplierOrder: { id: string } | null };
  };
  const supplierOrderId = sent.context.supplierOrder?.id;
  expect(supplierOrderId).toBeTruthy();
  const supplierOrder = (await (
    await page.request.get(`/api/purchase-orders/${order.id}/supplier-orders/${supplierOrderId}`)
  ).json()) as SupplierOrder;
  expect(supplierOrder.context.shippingMethod?.name).toBe("Pick up from factory");
  expect(supplierOrder.shippingInstructions).toBe("E2E: collect Friday");
});
