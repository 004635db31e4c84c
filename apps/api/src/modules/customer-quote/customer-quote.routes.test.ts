import {
  checkoutSessionSchema,
  customerQuoteSchema,
  dealSchema,
  type Product,
  paymentSummarySchema,
  type Quote,
} from "@portal/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies } from "../../db/schema/index.ts";
import { demoUsers, harbourAdmin } from "../../demo/demo-users.ts";
import { seedIds } from "../../demo/seed.ts";
import { codesOf, refusal } from "../../test/answers.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/helper.ts";
import { parseDeal, put, statusNamed, workflowOf } from "../../test/kits/deals.test-kit.ts";

const signature = "data:image/png;base64,iVBORw0KGgo=";
const goodCard = { number: "4242424242424242", expiry: "12 / 34", cvc: "123" };

describe("the customer's quote", () => {
  let t: TestApp;
  let demo: TestClient;
  let customer: TestClient;
  let blind: Product;

  /** A deal of Jane's with a quote of one priced blind; answers the quote. */
  const quotedDeal = async (name: string) => {
    const contact = (
      await demo.post("/api/contacts", { name: "Jane Customer", email: "jane@example.com", phone: "" })
    ).json() as { id: string };
    const deal = parseDeal(
      await demo.post("/api/deals", { workflowId: seedIds.demoSalesWorkflow, name, contactId: contact.id }),
    );
    const quote = (
      await demo.post(`/api/deals/${deal.id}/quotes`, { description: "Lounge blinds" })
    ).json() as Quote;
    const line = (await demo.post(`/api/quotes/${quote.id}/order-lines`, { productId: blind.id })).json() as {
      id: string;
    };
    const saved = await put(demo, `/api/order-lines/${line.id}`, {
      windowGroupName: "Lounge window",
      quantity: 2,
      notes: "Staff-only note",
      width: 1000,
      height: 1500,
      selections: { control: ["chain"], roll: ["standard"], "bottom-rail": ["oval"], extras: ["fascia"] },
      fabricId: null,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return { dealId: deal.id, quoteId: quote.id };
  };
  const share = async (quoteId: string) => {
    const response = await demo.post(`/api/quotes/${quoteId}/share-link`);
    expect(response.statusCode, response.body).toBe(200);
    const { url } = response.json() as { url: string };
    return url.slice(url.lastIndexOf("/") + 1);
  };
  const view = async (token: string) => {
    const response = await customer.get(`/api/customerquote/${token}`);
    expect(response.statusCode, response.body).toBe(200);
    return customerQuoteSchema.parse(response.json());
  };

  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.signIn(demoUsers.admin.username, demoUsers.admin.password);
    customer = t.client();
    const products = (await demo.get("/api/catalogue/products")).json() as Product[];
    const found = products.find((product) => product.name === "Blockout Roller Blind");
    if (!found) throw new Error("no blind");
    blind = found;
  });
  afterAll(() => t.close());

  it("makes one link per quote, the same until revoked, with 128 random bits", async () => {
    const { quoteId } = await quotedDeal("Link deal");
    const first = await demo.post(`/api/quotes/${quoteId}/share-link`);
    const again = await demo.post(`/api/quotes/${quoteId}/share-link`);
    const { url } = first.json() as { url: string };
    expect(url).toMatch(new RegExp(`^${t.config.publicUrl}/customer-quote/[A-Za-z0-9_-]{22}$`));
    expect(again.json()).toEqual({ url });
    const token = url.slice(url.lastIndexOf("/") + 1);
    expect(token).not.toContain(quoteId);
    expect((await view(token)).order.id).toBe(quoteId);

    expect(
      (await demo.request({ method: "DELETE", url: `/api/quotes/${quoteId}/share-link` })).statusCode,
    ).toBe(200);
    const revoked = await customer.get(`/api/customerquote/${token}`);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json()).toEqual(refusal("NOT_FOUND"));
    const fresh = await share(quoteId);
    expect(fresh).not.toBe(token);
  });

  it("shows the quote in a customer's words, and records when they first looked", async () => {
    const { quoteId } = await quotedDeal("Words deal");
    const token = await share(quoteId);
    t.clock.advance(1000);
    const quote = await view(token);
    expect(quote).toMatchObject({
      id: token,
      isDepositRequired: true,
      order: { id: quoteId, name: "Lounge blinds", convertedAt: null },
      company: { name: "Demo Blinds Co" },
      quotePdf: { url: `/api/customerquote/${token}/pdf` },
      acceptBlocker: null,
      canPayDeposit: false,
      acceptedByName: null,
    });
    expect(quote.lines).toEqual([
      expect.objectContaining({
        product: expect.stringContaining("Blockout Roller Blind"),
        location: "Lounge window",
        width: 1000,
        height: 1500,
        quantity: 2,
      }),
    ]);
    expect(quote.lines[0]?.options.length).toBeGreaterThan(0);
    // The deposit is the dealer's 50 % of the total, to the cent.
    const cents = (value: string) => Math.round(Number(value) * 100);
    expect(cents(quote.order.depositAmount)).toBe(Math.round(cents(quote.order.total) / 2));
    // Nothing of the deal's staff side: costs, notes, the contact.
    expect(JSON.stringify(quote)).not.toMatch(/Staff-only note|jane@example\.com|costPrice|markup/);
    const staff = (await demo.get(`/api/quotes/${quoteId}`)).json() as Quote;
    expect(staff.sharing.token).toBe(token);
    expect(Math.abs(Date.parse(staff.sharing.viewedAt ?? "") - t.clock.now().getTime())).toBeLessThan(5_000);
    t.clock.advance(60_000);
    await view(token);
    expect(((await demo.get(`/api/quotes/${quoteId}`)).json() as Quote).sharing.viewedAt).toBe(
      staff.sharing.viewedAt,
    );
  });

  it("accepts with the customer's name and signature, once; the PDF through the token carries them", async () => {
    const { quoteId } = await quotedDeal("Accept deal");
    const token = await share(quoteId);
    const missing = await customer.post(`/api/customerquote/${token}/accept`, {
      name: " ",
      signature: "nope",
    });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(codesOf(missing.json().errors)).sort()).toEqual(["name", "signature"]);

    const accepted = await customer.post(`/api/customerquote/${token}/accept`, {
      name: "Jane Customer",
      signature,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const quote = customerQuoteSchema.parse(accepted.json());
    expect(Math.abs(Date.parse(quote.order.convertedAt ?? "") - t.clock.now().getTime())).toBeLessThan(5_000);
    expect(quote.acceptedByName).toBe("Jane Customer");
    expect(quote.quotePdf.id).toBeGreaterThan(0);
    const twice = await customer.post(`/api/customerquote/${token}/accept`, {
      name: "Someone Else",
      signature,
    });
    expect(customerQuoteSchema.parse(twice.json())).toEqual(quote);

    const staff = (await demo.get(`/api/quotes/${quoteId}`)).json() as Quote;
    expect(staff).toMatchObject({
      status: "ACCEPTED",
      acceptedBy: null,
      sharing: { acceptedByName: "Jane Customer" },
    });
    const pdf = await customer.get(`/api/customerquote/${token}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 4).toString("latin1")).toBe("%PDF");
    // The accepted document itself is the staff's, behind their sign-in.
    expect((await customer.get(`/api/documents/${quote.quotePdf.id}/download`)).statusCode).toBe(401);
  });

  it("refuses to accept a quote with line errors and says why", async () => {
    const { quoteId } = await quotedDeal("Broken deal");
    const staff = (await demo.get(`/api/quotes/${quoteId}`)).json() as Quote;
    const line = staff.context.orderLines[0];
    if (!line) throw new Error("no line");
    await put(demo, `/api/order-lines/${line.id}`, { ...line.context.choices, width: 3500 });
    const token = await share(quoteId);
    expect((await view(token)).acceptBlocker).toBe("QUOTE_HAS_ERRORS");
    const refused = await customer.post(`/api/customerquote/${token}/accept`, { name: "Jane", signature });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe("QUOTE_HAS_ERRORS");
  });

  it("shows the customer only what they paid or were asked to pay for this quote", async () => {
    const { dealId, quoteId } = await quotedDeal("Summary deal");
    const other = await quotedDeal("Another deal");
    const token = await share(quoteId);
    const record = (body: object) =>
      demo.post(`/api/deals/${dealId}/payments`, { type: "MANUAL", amount: "100.00", ...body });
    // The deal's own records, not for this quote: none of them is the customer's business here.
    expect((await record({ description: "Reminder to chase" })).statusCode).toBe(200);
    expect(
      (await record({ status: "PAID", transactedAt: "2026-11-02", description: "Other work" })).statusCode,
    ).toBe(200);
    expect(
      (await demo.post(`/api/deals/${dealId}/payments`, { type: "CARD", amount: "0.50" })).statusCode,
    ).toBe(200);
    // A manual entry still Requested against the quote is the dealer's note, not a request to the customer.
    expect((await record({ quoteId, description: "Expected balance" })).statusCode).toBe(200);
    // What they paid against it, and a card payment asked of them for it.
    const paid = await record({ quoteId, amount: "250.00", status: "PAID", transactedAt: "2026-11-03" });
    expect(paid.statusCode, paid.body).toBe(200);
    const asked = await demo.post(`/api/deals/${dealId}/payments`, {
      type: "CARD",
      amount: "300.00",
      quoteId,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    // A quote of another deal is refused on the field.
    const wrong = await record({ quoteId: other.quoteId });
    expect(wrong.statusCode).toBe(422);
    expect(codesOf(wrong.json().errors)).toEqual({ quoteId: ["INVALID_VALUE"] });

    const summary = paymentSummarySchema.parse(
      (await customer.get(`/api/customerquote/${token}/payments`)).json(),
    );
    expect(
      summary.payments.map((payment) => [payment.paymentMethod, payment.amount, payment.status]),
    ).toEqual([
      ["CARD", "300.00", "REQUESTED"],
      ["MANUAL", "250.00", "PAID"],
    ]);
    expect(summary.totalReceived).toBe("250.00");
  });

  it("moves the Payment flag with the money received, card or by hand: deposit, then paid in full; the Signed alert goes", async () => {
    const { dealId, quoteId } = await quotedDeal("Flag deal");
    const sales = await workflowOf(demo, seedIds.demoSalesWorkflow);
    const before = dealSchema.parse((await demo.get(`/api/deals/${dealId}`)).json());
    await demo.post(`/api/deals/${dealId}/status`, {
      currentStatusId: before.statusId,
      targetStatusId: statusNamed(sales, "Signed"),
    });
    const quote = (await demo.get(`/api/quotes/${quoteId}`)).json() as Quote;
    const deposit = quote.context.pricing.depositAmount;
    const total = quote.context.pricing.sellGrandTotalIncTax;
    const flag = async () => {
      const deal = dealSchema.parse((await demo.get(`/api/deals/${dealId}`)).json());
      return {
        payment: deal.context.flagValues.find((value) => value.workflowFlagName === "Payment")?.label,
        awaitingDeposit: deal.context.alerts.some((alert) => alert.key === "SIGNED_AWAITING_DEPOSIT"),
      };
    };
    // A card request staff made by hand (not the quote's own deposit link), paid before the quote is accepted.
    const card = (
      await demo.post(`/api/deals/${dealId}/payments`, {
        type: "CARD",
        amount: deposit,
        description: "Deposit",
      })
    ).json() as { id: string };
    const session = checkoutSessionSchema.parse(
      (
        await customer.post(`/api/public/payment/${card.id}/create-session`, { email: "jane@example.com" })
      ).json(),
    );
    await customer.post(`/api/public/test-checkout/${session.sessionId}/confirm`, {
      clientSecret: session.clientSecret,
      email: "jane@example.com",
      ...goodCard,
    });
    // Nothing accepted yet: nothing to measure the money against.
    expect(await flag()).toEqual({ payment: "None", awaitingDeposit: true });
    // Accepted: the deposit it asks for is already in.
    expect((await demo.post(`/api/quotes/${quoteId}/accept`, {})).statusCode).toBe(200);
    expect(await flag()).toEqual({ payment: "Deposit Paid", awaitingDeposit: false });
    // The balance, marked Paid by hand: paid in full.
    const cents = (value: string) => BigInt(value.replace(".", ""));
    const balance = cents(total) - cents(deposit);
    const rest = `${balance / 100n}.${String(balance % 100n).padStart(2, "0")}`;
    const manual = await demo.post(`/api/deals/${dealId}/payments`, {
      type: "MANUAL",
      amount: rest,
      status: "PAID",
      transactedAt: "2026-12-01",
    });
    expect(manual.statusCode, manual.body).toBe(200);
    expect((await flag()).payment).toBe("Paid in Full");
  });

  it("offers the deposit by card once accepted: one payment, paid at checkout, the deal's flag Deposit Paid", async () => {
    const { dealId, quoteId } = await quotedDeal("Deposit deal");
    const token = await share(quoteId);
    expect((await customer.post(`/api/customerquote/${token}/deposit`)).statusCode).toBe(409);
    const quote = customerQuoteSchema.parse(
      (
        await customer.post(`/api/customerquote/${token}/accept`, { name: "Jane Customer", signature })
      ).json(),
    );
    expect(quote.canPayDeposit).toBe(true);
    const [first, second] = await Promise.all([
      customer.post(`/api/customerquote/${token}/deposit`),
      customer.post(`/api/customerquote/${token}/deposit`),
    ]);
    const { paymentId } = first.json() as { paymentId: string };
    expect(second.json()).toEqual({ paymentId });
    const checkout = (await customer.get(`/api/public/payment/${paymentId}`)).json();
    expect(checkout).toMatchObject({ amount: quote.order.depositAmount, status: "REQUESTED" });

    const session = checkoutSessionSchema.parse(
      (
        await customer.post(`/api/public/payment/${paymentId}/create-session`, { email: "jane@example.com" })
      ).json(),
    );
    const paid = await customer.post(`/api/public/test-checkout/${session.sessionId}/confirm`, {
      clientSecret: session.clientSecret,
      email: "jane@example.com",
      ...goodCard,
    });
    expect(paid.json()).toEqual({ ok: true });
    const deal = dealSchema.parse((await demo.get(`/api/deals/${dealId}`)).json());
    expect(deal.context.flagValues.find((flag) => flag.workflowFlagName === "Payment")?.label).toBe(
      "Deposit Paid",
    );
    expect(deal.context.payments.map((payment) => [payment.type, payment.status, payment.quoteId])).toEqual([
      ["CARD", "PAID", quoteId],
    ]);

    const summary = paymentSummarySchema.parse(
      (await customer.get(`/api/customerquote/${token}/payments`)).json(),
    );
    expect(summary.totalReceived).toBe(quote.order.depositAmount);
    const cents = (value: string) => Math.round(Number(value) * 100);
    expect(cents(summary.balance)).toBe(cents(quote.order.total) - cents(quote.order.depositAmount));
    expect(summary.payments).toEqual([
      {
        date: t.clock.now().toISOString().slice(0, 10),
        paymentMethod: "CARD",
        amount: quote.order.depositAmount,
        status: "PAID",
      },
    ]);
  });

  it("emails the deal's contact the link, and says so when there is nobody to email", async () => {
    const { quoteId } = await quotedDeal("Email deal");
    const sent = await demo.post(`/api/quotes/${quoteId}/email`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ to: "jane@example.com" });
    const token = ((await demo.get(`/api/quotes/${quoteId}`)).json() as Quote).sharing.token;
    const mail = t.mail.at(-1);
    expect(mail).toMatchObject({ to: "jane@example.com", subject: "Your quote from Demo Blinds Co" });
    // A reply reaches the staff member who sent it, and the dealer.
    const [companyEmail] = await t.db
      .select({ email: companies.email })
      .from(companies)
      .where(eq(companies.accountId, seedIds.demoAccount));
    expect(mail?.replyTo).toEqual([demoUsers.admin.email, companyEmail?.email]);
    expect(mail?.text).toContain(`${t.config.publicUrl}/customer-quote/${token}`);

    const bare = parseDeal(
      await demo.post("/api/deals", { workflowId: seedIds.demoSalesWorkflow, name: "No contact" }),
    );
    const lonely = (await demo.post(`/api/deals/${bare.id}/quotes`, {})).json() as Quote;
    const refused = await demo.post(`/api/quotes/${lonely.id}/email`);
    expect(refused.statusCode).toBe(422);
    expect(codesOf(refused.json().errors)).toEqual({ quote: ["NO_CUSTOMER_EMAIL"] });
  });

  it("keeps quotes apart: a token names one quote; another dealer cannot share or revoke this one", async () => {
    const { quoteId } = await quotedDeal("Private deal");
    const token = await share(quoteId);
    for (const wrong of [
      "AAAAAAAAAAAAAAAAAAAAAA",
      `${token.slice(0, 21)}${token.endsWith("A") ? "B" : "A"}`,
    ]) {
      for (const path of ["", "/payments", "/pdf"]) {
        expect((await customer.get(`/api/customerquote/${wrong}${path}`)).statusCode).toBe(404);
      }
      expect(
        (await customer.post(`/api/customerquote/${wrong}/accept`, { name: "x", signature })).statusCode,
      ).toBe(404);
    }
    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    for (const response of [
      await harbour.post(`/api/quotes/${quoteId}/share-link`),
      await harbour.request({ method: "DELETE", url: `/api/quotes/${quoteId}/share-link` }),
      await harbour.post(`/api/quotes/${quoteId}/email`),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    expect((await view(token)).order.id).toBe(quoteId);
    // An archived quote's link is gone with it.
    expect((await demo.post(`/api/quotes/${quoteId}/archive`)).statusCode).toBe(200);
    expect((await customer.get(`/api/customerquote/${token}`)).statusCode).toBe(404);
  });
});
