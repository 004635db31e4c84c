import { expect, test } from "@playwright/test";
import { decodeQuotedPrintable, expectNoSeriousA11yViolations, latestMailTo, openPortal } from "./support.ts";

test.describe.configure({ timeout: 150_000 });

type Card = { id: string; name: string; contactId: string | null };

test("the customer opens the emailed quote, signs and accepts it, pays the deposit; staff see it", async ({
  page,
  browser,
}) => {
  await openPortal(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  // A Quoted deal of the demo whose contact has an email, and its Draft quote.
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
  const cards = board.columns.find((column) => column.statusId === quoted?.id)?.cards ?? [];
  let target: { deal: Card; quoteId: string; email: string } | null = null;
  for (const card of cards) {
    const deal = (await (await page.request.get(`/api/deals/${card.id}`)).json()) as {
      context: { contact: { email: string | null } | null };
    };
    const quotes = (await (await page.request.get(`/api/deals/${card.id}/quotes`)).json()) as Array<{
      id: string;
      status: string;
    }>;
    const draft = quotes.find((quote) => quote.status === "DRAFT");
    const email = deal.context.contact?.email;
    if (draft && email) {
      target = { deal: card, quoteId: draft.id, email };
      break;
    }
  }
  if (!target) throw new Error("no Quoted deal with a contact email and a Draft quote");

  // Staff: email the customer the link from the quote page.
  await page.goto(`/workflows/sales/${target.deal.id}/quotes/${target.quoteId}`);
  await expect(page.getByRole("heading", { name: "Customer link" })).toBeVisible();
  await page.getByRole("button", { name: "Email link" }).click();
  await expect(page.getByText(`Link emailed to ${target.email}`)).toBeVisible();
  const mail = decodeQuotedPrintable(latestMailTo(target.email) ?? "");
  const link = /https?:\/\/\S+\/customer-quote\/[A-Za-z0-9_-]{22}/.exec(mail)?.[0];
  expect(link, "a customer-quote link in the email").toBeTruthy();
  const path = new URL(link ?? "").pathname;

  // The customer, on a phone, no sign-in.
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, locale: "en-AU" });
  const customer = await context.newPage();
  await customer.goto(path);
  await expect(customer.getByRole("list", { name: "Products" })).toBeVisible();
  await expect(customer.getByText("Deposit required")).toBeVisible();
  await expectNoSeriousA11yViolations(customer);
  await customer.getByRole("textbox", { name: /Your full name/ }).fill("Jane Customer");
  const pad = customer.getByTestId("signature-pad");
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error("no signature pad");
  await customer.mouse.move(box.x + 20, box.y + 40);
  await customer.mouse.down();
  await customer.mouse.move(box.x + 140, box.y + 90, { steps: 10 });
  await customer.mouse.move(box.x + 260, box.y + 30, { steps: 10 });
  await customer.mouse.up();
  await customer.getByRole("button", { name: "Accept quote" }).click();
  await expect(customer.getByText(/Quote accepted \d{1,2} [A-Z][a-z]{2} \d{4}/)).toBeVisible();
  await expectNoSeriousA11yViolations(customer);

  await customer.getByRole("button", { name: "Pay deposit" }).click();
  await expect(customer).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  await customer.getByRole("textbox", { name: /Email/ }).fill(target.email);
  await customer.getByRole("button", { name: "Continue to payment" }).click();
  await customer.getByRole("textbox", { name: "Card number" }).fill("4242 4242 4242 4242");
  await customer.getByRole("textbox", { name: "Expiry" }).fill("12 / 34");
  await customer.getByRole("textbox", { name: "Security code" }).fill("123");
  await customer.getByRole("button", { name: /^Pay USD/ }).click();
  await expect(customer.getByRole("heading", { name: "All Done!" })).toBeVisible();

  // Back on the quote: paid, and it says so.
  await customer.goto(path);
  await expect(customer.getByRole("button", { name: "Pay deposit" })).toHaveCount(0);
  await expect(customer.getByText("Total received")).toBeVisible();
  await expect(customer.getByText("Paid", { exact: true })).toBeVisible();

  // Staff see the quote accepted by the customer, and the deposit paid on the deal.
  await page.reload();
  await expect(page.getByText("Accepted by the customer: Jane Customer")).toBeVisible();
  await page.goto(`/workflows/sales/${target.deal.id}?tab=payments`);
  const payments = page.getByRole("list", { name: "Payments" });
  await expect(payments.getByText("Paid", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: /Payment: Deposit Paid/ })).toBeVisible();
});
