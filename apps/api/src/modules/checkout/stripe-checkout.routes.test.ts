// The Stripe adapter end to end through the API, against a local fake that speaks Stripe's REST
// shapes (test/fake-stripe.ts), with webhooks signed by the Stripe SDK's own test helper.
import {
  checkoutSessionSchema,
  dealPaymentSchema,
  providersSchema,
  sessionStatusSchema,
} from "@portal/contract";
import { and, eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { dealerSettings, paymentEvents, paymentRecords, payments } from "../../db/schema/index.ts";
import { demoUsers, harbourAdmin } from "../../demo/demo-users.ts";
import { seedIds } from "../../demo/seed.ts";
import { stripeApiVersion } from "../../platform/stripe-card-provider.ts";
import { codesOf } from "../../test/answers.ts";
import { type FakeSession, type FakeStripe, startFakeStripe } from "../../test/fake-stripe.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/helper.ts";
import { parseDeal, put } from "../../test/kits/deals.test-kit.ts";

const secrets = { platform: "whsec_platform_test", connect: "whsec_connect_test" };
const signer = new Stripe("sk_test_fake");

describe("card payments through Stripe (a local fake)", () => {
  let fake: FakeStripe;
  let t: TestApp;
  let demo: TestClient;
  let customer: TestClient;
  let dealId: string;

  const requestPayment = async (amount = "300.00") => {
    const response = await demo.post(`/api/deals/${dealId}/payments`, {
      type: "CARD",
      amount,
      description: "Deposit",
    });
    expect(response.statusCode, response.body).toBe(200);
    return dealPaymentSchema.parse(response.json());
  };
  const startSession = async (paymentId: string) => {
    const response = await customer.post(`/api/public/payment/${paymentId}/create-session`, {
      email: "jane@example.com",
    });
    expect(response.statusCode, response.body).toBe(200);
    return checkoutSessionSchema.parse(response.json());
  };
  const statusOf = async (paymentId: string, sessionId: string) =>
    sessionStatusSchema.parse(
      (await customer.get(`/api/public/payment/${paymentId}/session/${sessionId}`)).json(),
    ).status;
  const paymentRow = async (paymentId: string) =>
    (await t.db.select().from(payments).where(eq(payments.id, paymentId)))[0];
  const webhook = (payload: string, signature: string) =>
    customer.request({
      method: "POST",
      url: "/api/public/payments/webhook",
      payload,
      headers: { "content-type": "application/json", "stripe-signature": signature },
      csrf: false,
    });
  const eventFor = (session: FakeSession, eventId: string, type = "checkout.session.completed") =>
    JSON.stringify({
      id: eventId,
      object: "event",
      api_version: stripeApiVersion,
      type,
      account: session.account,
      data: { object: session },
    });
  const signed = (payload: string, secret = secrets.connect) =>
    signer.webhooks.generateTestHeaderString({ payload, secret });

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp({
      config: {
        payments: {
          provider: "stripe",
          secretKey: "sk_test_fake",
          publishableKey: "pk_test_fake",
          webhookSecrets: [secrets.platform, secrets.connect],
          apiUrl: fake.url,
        },
      },
    });
    // Demo Blinds Co has connected its Stripe account; the other dealer has not.
    await t.db
      .insert(dealerSettings)
      .values({ accountId: seedIds.demoAccount, stripeAccountId: "acct_demo" })
      .onConflictDoUpdate({ target: dealerSettings.accountId, set: { stripeAccountId: "acct_demo" } });
    demo = await t.signIn(demoUsers.admin.username, demoUsers.admin.password);
    customer = t.client();
    dealId = parseDeal(
      await demo.post("/api/deals", { workflowId: seedIds.demoSalesWorkflow, name: "Stripe deal" }),
    ).id;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("offers card payments only to a dealer with a connected account", async () => {
    expect(providersSchema.parse((await demo.get("/api/providers")).json()).stripe).toBe(true);
    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    expect(providersSchema.parse((await harbour.get("/api/providers")).json()).stripe).toBe(false);
    const harbourDeal = parseDeal(
      await harbour.post("/api/deals", { workflowId: seedIds.harbourSalesWorkflow, name: "No Stripe" }),
    ).id;
    const refused = await harbour.post(`/api/deals/${harbourDeal}/payments`, {
      type: "CARD",
      amount: "10.00",
    });
    expect(codesOf(refused.json().errors)).toEqual({ type: ["CARD_PAYMENTS_OFF"] });
  });

  it("lets an administrator connect, change and clear the dealer's Stripe account", async () => {
    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    expect((await harbour.get("/api/account/payments")).json()).toEqual({
      provider: "stripe",
      stripeAccountId: null,
      cardPayments: false,
    });
    const bad = await put(harbour, "/api/account/payments", { stripeAccountId: "not-an-account" });
    expect(codesOf(bad.json().errors)).toEqual({ stripeAccountId: ["INVALID_FORMAT"] });
    const set = await put(harbour, "/api/account/payments", { stripeAccountId: " acct_harbour123 " });
    expect(set.json()).toEqual({
      provider: "stripe",
      stripeAccountId: "acct_harbour123",
      cardPayments: true,
    });
    expect(providersSchema.parse((await harbour.get("/api/providers")).json()).stripe).toBe(true);
    const cleared = await put(harbour, "/api/account/payments", { stripeAccountId: null });
    expect(cleared.json()).toMatchObject({ stripeAccountId: null, cardPayments: false });
    const sales = await t.signIn(demoUsers.sales.username, demoUsers.sales.password);
    expect((await put(sales, "/api/account/payments", { stripeAccountId: null })).statusCode).toBe(403);
  });

  it("makes an embedded session on the dealer's account, in cents, with the pinned version and a key", async () => {
    const payment = await requestPayment("1234.5");
    const session = await startSession(payment.id);
    expect(session).toMatchObject({ stripeAccount: "acct_demo", publishableKey: "pk_test_fake" });
    const made = fake.requests.findLast(
      (request) => request.method === "POST" && request.path === "/v1/checkout/sessions",
    );
    expect(made?.headers["stripe-account"]).toBe("acct_demo");
    expect(made?.headers["stripe-version"]).toBe(stripeApiVersion);
    expect(made?.headers["idempotency-key"]).toMatch(/^checkout-[0-9a-f-]{36}$/);
    expect(made?.form).toMatchObject({
      mode: "payment",
      ui_mode: "embedded_page",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "123450",
      "line_items[0][price_data][product_data][name]": "Deposit",
      customer_email: "jane@example.com",
      "metadata[paymentId]": payment.id,
      return_url: `${t.config.publicUrl}/checkout/${payment.id}/return?session_id={CHECKOUT_SESSION_ID}`,
    });
    expect(fake.sessions.get(session.sessionId)?.client_secret).toBe(session.clientSecret);
  });

  it("marks the payment PAID from the return page's check once Stripe says the session is complete", async () => {
    const payment = await requestPayment();
    const session = await startSession(payment.id);
    expect(await statusOf(payment.id, session.sessionId)).toBe("OPEN");
    expect((await paymentRow(payment.id))?.status).toBe("REQUESTED");
    fake.complete(session.sessionId);
    expect(await statusOf(payment.id, session.sessionId)).toBe("COMPLETE");
    expect(await paymentRow(payment.id)).toMatchObject({ status: "PAID", payerEmail: "jane@example.com" });
    expect(
      (await customer.get(`/api/public/payment/${payment.id}/session/cs_test_not_at_stripe`)).statusCode,
    ).toBe(404);
  });

  it("applies a signed webhook once; a replay, a forgery or a tampered body changes nothing", async () => {
    const payment = await requestPayment();
    const session = await startSession(payment.id);
    const completed = fake.complete(session.sessionId);
    const payload = eventFor(completed, "evt_paid_once");

    const forged = await webhook(payload, signed(payload, "whsec_someone_else"));
    expect(forged.statusCode).toBe(400);
    const tampered = eventFor({ ...completed, amount_total: 1 }, "evt_paid_once");
    expect((await webhook(tampered, signed(payload))).statusCode).toBe(400);
    expect((await paymentRow(payment.id))?.status).toBe("REQUESTED");

    const first = await webhook(payload, signed(payload));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true });
    const paid = await paymentRow(payment.id);
    expect(paid?.status).toBe("PAID");
    t.clock.advance(60_000);
    // Delivered again (Stripe retries), and signed with the platform secret: still once.
    expect((await webhook(payload, signed(payload, secrets.platform))).statusCode).toBe(200);
    expect(await paymentRow(payment.id)).toEqual(paid);
    const events = await t.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, "evt_paid_once"));
    expect(events).toHaveLength(1);
    expect(t.mail.filter((message) => message.text.includes(payment.id))).toHaveLength(1);
  });

  it("takes a signed event only for the dealer whose connected account it happened on", async () => {
    const payment = await requestPayment();
    const session = await startSession(payment.id);
    const completed = fake.complete(session.sessionId);
    // Signed with our Connect secret, but about another dealer's account: nothing is paid.
    const elsewhere = eventFor({ ...completed, account: "acct_someone_else" }, "evt_other_account");
    expect((await webhook(elsewhere, signed(elsewhere))).statusCode).toBe(200);
    expect((await paymentRow(payment.id))?.status).toBe("REQUESTED");
    const ours = eventFor(completed, "evt_own_account");
    expect((await webhook(ours, signed(ours))).statusCode).toBe(200);
    expect((await paymentRow(payment.id))?.status).toBe("PAID");
  });

  it("pays nothing for a session whose amount differs from the attempt's", async () => {
    const payment = await requestPayment();
    const session = await startSession(payment.id);
    const completed = { ...fake.complete(session.sessionId), amount_total: 100 };
    const payload = eventFor(completed, "evt_wrong_amount");
    expect((await webhook(payload, signed(payload))).statusCode).toBe(200);
    expect((await paymentRow(payment.id))?.status).toBe("REQUESTED");
    const [record] = await t.db
      .select()
      .from(paymentRecords)
      .where(and(eq(paymentRecords.provider, "stripe"), eq(paymentRecords.sessionId, session.sessionId)));
    expect(record?.status).toBe("PENDING");
  });

  it("marks an expired session's attempt FAILED, and ignores events it does not act on", async () => {
    const payment = await requestPayment();
    const session = await startSession(payment.id);
    const expired = { ...(fake.sessions.get(session.sessionId) as FakeSession), status: "expired" as const };
    const payload = eventFor(expired, "evt_expired", "checkout.session.expired");
    expect((await webhook(payload, signed(payload))).statusCode).toBe(200);
    const [record] = await t.db
      .select()
      .from(paymentRecords)
      .where(eq(paymentRecords.sessionId, session.sessionId));
    expect(record?.status).toBe("FAILED");
    const other = JSON.stringify({
      id: "evt_other",
      object: "event",
      type: "customer.created",
      data: { object: {} },
    });
    expect((await webhook(other, signed(other))).statusCode).toBe(200);
    expect((await paymentRow(payment.id))?.status).toBe("REQUESTED");
  });

  it("lets Stripe.js and its frames into the checkout pages, and nowhere else", async () => {
    const checkout = String(
      (await customer.get("/checkout/01900000-0000-7000-8000-000000009101")).headers[
        "content-security-policy"
      ],
    );
    expect(checkout).toContain("script-src 'self' https://js.stripe.com");
    expect(checkout).toMatch(/frame-src 'self' blob: https:\/\/js\.stripe\.com/);
    expect(checkout).toContain("frame-ancestors 'none'");
    const elsewhere = String((await customer.get("/dashboard")).headers["content-security-policy"]);
    expect(elsewhere).not.toContain("stripe.com");
  });

  it("ends the earlier session at Stripe when a second starts; a charge it took anyway is kept for a refund", async () => {
    const payment = await requestPayment();
    const first = await startSession(payment.id);
    const second = await startSession(payment.id);
    expect(fake.sessions.get(first.sessionId)?.status).toBe("expired");
    expect(fake.sessions.get(second.sessionId)?.status).toBe("open");
    // Stripe cannot be stopped from completing a session the customer paid just before it ended: the
    // second payment's event arrives for a payment already paid.
    const paidFirst = fake.complete(second.sessionId);
    expect(
      (await webhook(eventFor(paidFirst, "evt_two_1"), signed(eventFor(paidFirst, "evt_two_1")))).statusCode,
    ).toBe(200);
    await t.db
      .update(paymentRecords)
      .set({ status: "PENDING" })
      .where(eq(paymentRecords.sessionId, first.sessionId));
    const paidAgain = {
      ...fake.sessions.get(first.sessionId),
      status: "complete",
      payment_status: "paid",
    } as FakeSession;
    const again = eventFor(paidAgain, "evt_two_2");
    expect((await webhook(again, signed(again))).statusCode).toBe(200);
    expect(await paymentRow(payment.id)).toMatchObject({ status: "PAID", extraCharges: 1 });
    const listed = z
      .array(dealPaymentSchema)
      .parse((await demo.get(`/api/deals/${dealId}/payments`)).json())
      .find((row) => row.id === payment.id);
    expect(listed).toMatchObject({ status: "PAID", extraCharges: 1 });
    // One receipt: the second charge is the dealer's to refund, not a second payment.
    expect(t.mail.filter((message) => message.text.includes(payment.id))).toHaveLength(1);
  });

  it("expires the open session at Stripe when staff cancel the payment", async () => {
    const payment = await requestPayment();
    const session = await startSession(payment.id);
    expect((await demo.post(`/api/payments/${payment.id}/cancel`)).statusCode).toBe(200);
    const expire = fake.requests.find(
      (request) => request.path === `/v1/checkout/sessions/${session.sessionId}/expire`,
    );
    expect(expire?.headers["stripe-account"]).toBe("acct_demo");
    expect(fake.sessions.get(session.sessionId)?.status).toBe("expired");
    expect(await statusOf(payment.id, session.sessionId)).toBe("OPEN");
  });
});
