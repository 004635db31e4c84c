import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, mailsTo, openPortal } from "./support.ts";

test.describe.configure({ timeout: 120_000 });

const phone = { width: 375, height: 800 };

/** Staff: a new deal on the Sales board, opened on its Payments tab. */
async function dealPayments(page: Page, name: string) {
  await openPortal(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("navigation").getByRole("link", { name: "Sales" }).click();
  await page.getByRole("button", { name: "New deal" }).click();
  const dialog = page.getByRole("dialog", { name: "New deal" });
  await dialog.getByRole("textbox", { name: /Name/ }).fill(name);
  await dialog.getByRole("button", { name: "Create deal" }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await page.getByRole("tab", { name: "Payments", exact: true }).click();
  await expect(page.getByText("No payments yet")).toBeVisible();
}

/** Staff: asks for a card payment and copies its link; answers the link. */
async function requestCardPayment(page: Page, amount: string, description: string): Promise<string> {
  await page.getByRole("button", { name: "Add payment" }).click();
  const dialog = page.getByRole("dialog", { name: "Add payment" });
  await dialog.getByText("Card", { exact: true }).click();
  await dialog.getByRole("textbox", { name: /Amount/ }).fill(amount);
  await dialog.getByRole("textbox", { name: "Description" }).fill(description);
  await dialog.getByRole("button", { name: "Request card payment" }).click();
  await expect(dialog).toBeHidden();
  const item = page.getByRole("listitem").filter({ hasText: description });
  await expect(item.getByText("Requested")).toBeVisible();
  await item.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByText("Payment link copied!")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/\/checkout\/[0-9a-f-]{36}$/);
  return new URL(copied).pathname;
}

/** The customer: a browser of their own (no staff session), on a phone. */
async function customerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: phone, locale: "en-AU" });
  return context.newPage();
}

async function fillCard(page: Page, number: string) {
  await page.getByRole("textbox", { name: "Card number" }).fill(number);
  await page.getByRole("textbox", { name: "Expiry" }).fill("12 / 34");
  await page.getByRole("textbox", { name: "Security code" }).fill("123");
  await page.getByRole("button", { name: /^Pay USD/ }).click();
}

test("staff ask for a card payment; the customer is declined, then pays; the deal shows it paid", async ({
  page,
  browser,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await dealPayments(page, "E2E deposit by card");
  // The rest of the staff side on a phone too.
  await page.setViewportSize(phone);
  const link = await requestCardPayment(page, "250", "Deposit for the lounge blinds");

  const customer = await customerPage(browser);
  await customer.goto(link);
  await expect(customer.getByText("Demo Blinds Co has requested a payment")).toBeVisible();
  await expect(customer.getByRole("heading", { name: /^USD\s250\.00$/ })).toBeVisible();
  await expectNoSeriousA11yViolations(customer);
  await customer.getByRole("button", { name: "Continue to payment" }).click();
  await expect(customer.getByText("Please enter your email").first()).toBeVisible();
  await customer.getByRole("textbox", { name: /Email/ }).fill("jane@example.com");
  await customer.getByRole("button", { name: "Continue to payment" }).click();
  await expect(customer.getByText("Test mode", { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(customer);

  await fillCard(customer, "4000 0000 0000 0002");
  const failed = customer.getByRole("dialog", { name: "Payment Failed" });
  await expect(failed.getByText("Your card was declined.")).toBeVisible();
  await expectNoSeriousA11yViolations(customer);
  await failed.getByRole("button", { name: "Close" }).click();
  await expect(failed).toBeHidden();

  await fillCard(customer, "4242 4242 4242 4242");
  await expect(customer).toHaveURL(/\/checkout\/[0-9a-f-]{36}\/return\?session_id=cs_test_/);
  await expect(customer.getByRole("heading", { name: "All Done!" })).toBeVisible();
  await expect(
    customer.getByText(
      "Your payment has been successfully processed. Please check your email for payment confirmation",
    ),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(customer);
  // The link itself now says it is paid.
  await customer.goto(link);
  await expect(customer.getByRole("heading", { name: "All Done!" })).toBeVisible();

  await page.reload();
  const item = page.getByRole("listitem").filter({ hasText: "Deposit for the lounge blinds" });
  await expect(item.getByText("Paid", { exact: true })).toBeVisible();
  await expect(item.getByRole("button", { name: "Copy link" })).toHaveCount(0);
});

test("a link opened in two tabs is paid once: the tab that started first is refused, the other pays", async ({
  page,
  browser,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await dealPayments(page, "E2E two tabs");
  const link = await requestCardPayment(page, "120", "Two tabs deposit");

  // One customer, one browser, two tabs on the same link: both press "Continue to payment".
  const first = await customerPage(browser);
  const second = await first.context().newPage();
  for (const tab of [first, second]) {
    await tab.goto(link);
    await tab.getByRole("textbox", { name: /Email/ }).fill("two.tabs@example.com");
    await tab.getByRole("button", { name: "Continue to payment" }).click();
    await expect(tab.getByText("Test mode", { exact: true })).toBeVisible();
  }

  // The second tab's session ended the first's: the first tab's card is refused, nothing is taken.
  await fillCard(first, "4242 4242 4242 4242");
  const failed = first.getByRole("dialog", { name: "Payment Failed" });
  await expect(failed.getByText("This checkout session is no longer active.")).toBeVisible();

  await fillCard(second, "4242 4242 4242 4242");
  await expect(second.getByRole("heading", { name: "All Done!" })).toBeVisible();
  // Tried again in the first tab, the link says it is paid.
  await first.goto(link);
  await expect(first.getByRole("heading", { name: "All Done!" })).toBeVisible();

  await page.reload();
  const item = page.getByRole("listitem").filter({ hasText: "Two tabs deposit" });
  await expect(item.getByText("Paid", { exact: true })).toBeVisible();
  await expect(item.getByText(/Paid twice/)).toHaveCount(0);
  // One payment, one receipt.
  expect(mailsTo("two.tabs@example.com")).toHaveLength(1);
});

test("a cancelled link is no longer valid; an unknown one says Oops!", async ({ page, browser, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await dealPayments(page, "E2E cancelled link");
  const link = await requestCardPayment(page, "99.50", "Measure and quote");
  const item = page.getByRole("listitem").filter({ hasText: "Measure and quote" });
  await item.getByRole("button", { name: "Payment actions" }).click();
  await page.getByRole("menuitem", { name: "Cancel payment" }).click();
  await page
    .getByRole("dialog", { name: "Cancel payment" })
    .getByRole("button", { name: "Cancel payment" })
    .click();
  await expect(item.getByText("Cancelled")).toBeVisible();

  const customer = await customerPage(browser);
  await customer.goto(link);
  await expect(customer.getByRole("heading", { name: "This payment link is no longer valid" })).toBeVisible();
  await expectNoSeriousA11yViolations(customer);

  await customer.goto("/checkout/01900000-0000-7000-8000-000000000000");
  await expect(customer.getByRole("heading", { name: "Oops!" })).toBeVisible();
  await expect(
    customer.getByText("We're having trouble finding the payment you're looking for"),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(customer);
});
