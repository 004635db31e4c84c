import {
  type CheckoutSession,
  checkoutSessionSchema,
  dealPaymentSchema,
  dealSchema,
  publicPaymentSchema,
  sessionStatusSchema,
} from "@portal/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentEvents, paymentRecords, payments, testCheckoutSessions } from "../../db/schema/index.ts";
import { demoUsers } from "../../demo/demo-users.ts";
import { seedIds } from "../../demo/seed.ts";
import { createTestCardProvider } from "../../platform/test-card-provider.ts";
import { codesOf, refusal } from "../../test/answers.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/helper.ts";
import { parseDeal, unknownId } from "../../test/kits/deals.test-kit.ts";
import { applyProviderEvent, checkSessionStatus } from "./checkout.service.ts";

const goodCard = { number: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123" };
const declinedCard = { ...goodCard, number: "4000 0000 0000 0002" };

describe("the customer's checkout", () => {
  let t: TestApp;
  let demo: TestClient;
  let customer: TestClient;
  let dealId: string;

  const requestPayment = async (body: object = {}) => {
    const response = await demo.post(`/api/deals/${dealId}/payments`, {
      type: "CARD",
      amount: "300.00",
      ...body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return dealPaymentSchema.parse(response.json());
  };
  const startSession = async (
    paymentId: string,
    email = "jane@example.com",
    client = customer,
  ): Promise<CheckoutSession> => {
    const response = await client.post(`/api/public/payment/${paymentId}/create-session`, { email });
    expect(response.statusCode, response.body).toBe(200);
    return checkoutSessionSchema.parse(response.json());
  };
  const confirm = (session: CheckoutSession, card = goodCard, client = customer) =>
    client.post(`/api/public/test-checkout/${session.sessionId}/confirm`, {
      clientSecret: session.clientSecret,
      email: "jane@example.com",
      ...card,
    });
  const statusOf = async (paymentId: string, sessionId: string) => {
    const response = await customer.get(`/api/public/payment/${paymentId}/session/${sessionId}`);
    expect(response.statusCode, response.body).toBe(200);
    return sessionStatusSchema.parse(response.json()).status;
  };
  const paymentRow = async (paymentId: string) =>
    (await t.db.select().from(payments).where(eq(payments.id, paymentId)))[0];
  const recordOf = async (sessionId: string) =>
    (await t.db.select().from(paymentRecords).where(eq(paymentRecords.sessionId, sessionId)))[0];

  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.signIn(demoUsers.admin.username, demoUsers.admin.password);
    customer = t.client();
    dealId = parseDeal(
      await demo.post("/api/deals", { workflowId: seedIds.demoSalesWorkflow, name: "Checkout deal" }),
    ).id;
  });
  afterAll(() => t.close());

  it("shows the customer the spec's fields of a card payment and nothing else", async () => {
    const payment = await requestPayment({ description: "Deposit for the lounge blinds" });
    const response = await customer.get(`/api/public/payment/${payment.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      paymentId: payment.id,
      amount: "300.00",
      currency: "USD",
      description: "Deposit for the lounge blinds",
      status: "REQUESTED",
      context: { dealer: { name: "Demo Blinds Co" } },
    });
    expect(publicPaymentSchema.parse(response.json()).status).toBe("REQUESTED");
  });

  it("keys each payment link with 122 random bits: a UUIDv4, not a time-ordered id", async () => {
    const ids = [(await requestPayment()).id, (await requestPayment()).id];
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // Two made in the same millisecond share no prefix of time.
    expect(ids[0]?.slice(0, 8)).not.toBe(ids[1]?.slice(0, 8));
  });

  it("answers 401 for a link that names no card payment: unknown or manual", async () => {
    const manual = dealPaymentSchema.parse(
      (await demo.post(`/api/deals/${dealId}/payments`, { type: "MANUAL", amount: "10.00" })).json(),
    );
    for (const id of [unknownId, manual.id]) {
      const response = await customer.get(`/api/public/payment/${id}`);
      expect(response.statusCode, id).toBe(401);
      expect(response.json()).toEqual(refusal("UNAUTHENTICATED"));
      expect(
        (await customer.post(`/api/public/payment/${id}/create-session`, { email: "a@b.co" })).statusCode,
      ).toBe(401);
    }
    expect((await customer.get("/api/public/payment/not-a-uuid")).statusCode).toBe(422);
  });

  it("answers a cancelled payment as cancelled after it is archived, so its page says the link is no longer valid", async () => {
    const archived = await requestPayment();
    await demo.post(`/api/payments/${archived.id}/cancel`);
    expect((await demo.post(`/api/payments/${archived.id}/archive`)).statusCode).toBe(200);
    const response = await customer.get(`/api/public/payment/${archived.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(publicPaymentSchema.parse(response.json()).status).toBe("CANCELLED");
    const start = await customer.post(`/api/public/payment/${archived.id}/create-session`, {
      email: "a@b.co",
    });
    expect(start.statusCode).toBe(409);
    expect(start.json()).toEqual(refusal("PAYMENT_NOT_PAYABLE"));
  });

  it("cancels a deal's requested card payments when the deal is archived: the link pays nothing", async () => {
    // A customer of their own (the public calls are limited per address).
    const tab = t.client({ remoteAddress: "203.0.113.23" });
    const otherDeal = parseDeal(
      await demo.post("/api/deals", { workflowId: seedIds.demoSalesWorkflow, name: "Archived with a link" }),
    ).id;
    const response = await demo.post(`/api/deals/${otherDeal}/payments`, { type: "CARD", amount: "80.00" });
    const payment = dealPaymentSchema.parse(response.json());
    const paid = dealPaymentSchema.parse(
      (
        await demo.post(`/api/deals/${otherDeal}/payments`, {
          type: "MANUAL",
          amount: "20.00",
          status: "PAID",
          transactedAt: "2026-11-20",
        })
      ).json(),
    );
    const session = await startSession(payment.id, undefined, tab);
    expect((await demo.post(`/api/deals/${otherDeal}/archive`)).statusCode).toBe(200);
    expect(await paymentRow(payment.id)).toMatchObject({ status: "CANCELLED" });
    // A manual record stays as the dealer wrote it.
    expect(await paymentRow(paid.id)).toMatchObject({ status: "PAID" });
    expect((await confirm(session, goodCard, tab)).json()).toEqual({
      ok: false,
      message: "This checkout session is no longer active.",
    });
    expect(
      publicPaymentSchema.parse((await tab.get(`/api/public/payment/${payment.id}`)).json()).status,
    ).toBe("CANCELLED");
    // Unarchived, the deal keeps it cancelled: staff ask again if they want it paid.
    expect((await demo.post(`/api/deals/${otherDeal}/unarchive`)).statusCode).toBe(200);
    expect(
      (await tab.post(`/api/public/payment/${payment.id}/create-session`, { email: "a@b.co" })).statusCode,
    ).toBe(409);
  });

  it("pays with the test card: the attempt succeeds, the payment is PAID with today's date, the deal shows it", async () => {
    const payment = await requestPayment();
    const session = await startSession(payment.id);
    expect(session).toMatchObject({ stripeAccount: null, publishableKey: null });
    expect(await recordOf(session.sessionId)).toMatchObject({
      status: "PENDING",
      amountMinor: 30000,
      currency: "USD",
      email: "jane@example.com",
    });
    expect(await statusOf(payment.id, session.sessionId)).toBe("OPEN");

    const paid = await confirm(session);
    expect(paid.json()).toEqual({ ok: true });
    expect(await statusOf(payment.id, session.sessionId)).toBe("COMPLETE");
    expect(await recordOf(session.sessionId)).toMatchObject({ status: "SUCCEEDED" });
    const row = await paymentRow(payment.id);
    expect(row).toMatchObject({
      status: "PAID",
      transactedAt: t.clock.now().toISOString().slice(0, 10),
      payerEmail: "jane@example.com",
    });
    const receipt = t.mail.find((message) => message.text.includes(payment.id));
    expect(receipt).toMatchObject({ to: "jane@example.com", subject: "Payment received by Demo Blinds Co" });
    expect(receipt?.text).toMatch(
      /has received your card payment of USD 300\.00 on \d{1,2} [A-Z][a-z]{2} 20\d\d\./,
    );
    const deal = dealSchema.parse((await demo.get(`/api/deals/${dealId}`)).json());
    expect(deal.context.payments.find((item) => item.id === payment.id)?.status).toBe("PAID");
    // Paid: the link now shows success, and no second session can start.
    expect(
      publicPaymentSchema.parse((await customer.get(`/api/public/payment/${payment.id}`)).json()).status,
    ).toBe("PAID");
    const again = await customer.post(`/api/public/payment/${payment.id}/create-session`, {
      email: "a@b.co",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(refusal("PAYMENT_NOT_PAYABLE"));
    // A session is paid once.
    expect((await confirm(session)).json()).toEqual({
      ok: false,
      message: "This checkout session is no longer active.",
    });
  });

  it("refuses a declined card with the provider's words; the attempt fails and a new one can pay", async () => {
    const payment = await requestPayment();
    const first = await startSession(payment.id);
    expect((await confirm(first, declinedCard)).json()).toEqual({
      ok: false,
      message: "Your card was declined.",
    });
    expect(await statusOf(payment.id, first.sessionId)).toBe("OPEN");
    expect(await recordOf(first.sessionId)).toMatchObject({ status: "FAILED" });
    expect((await paymentRow(payment.id))?.status).toBe("REQUESTED");
    for (const [card, message] of [
      [{ ...goodCard, number: "1234" }, "Your card number is invalid."],
      [{ ...goodCard, expiry: "01 / 20" }, "Your card's expiration year is in the past."],
      [{ ...goodCard, cvc: "1" }, "Your card's security code is invalid."],
    ] as const) {
      expect((await confirm(await startSession(payment.id), card)).json()).toEqual({ ok: false, message });
    }
    const second = await startSession(payment.id);
    expect((await confirm(second)).json()).toEqual({ ok: true });
    expect((await paymentRow(payment.id))?.status).toBe("PAID");
  });

  it("needs the customer's email, and the session's own secret to pay it", async () => {
    const payment = await requestPayment();
    for (const email of ["", "not-an-email"]) {
      const response = await customer.post(`/api/public/payment/${payment.id}/create-session`, { email });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(codesOf(response.json().errors))).toEqual(["email"]);
    }
    const session = await startSession(payment.id);
    expect((await confirm({ ...session, clientSecret: "cs_secret_wrong" })).json()).toEqual({
      ok: false,
      message: "This checkout session could not be found.",
    });
    expect((await paymentRow(payment.id))?.status).toBe("REQUESTED");
  });

  it("answers 404 for a session the payment never had", async () => {
    const payment = await requestPayment();
    const other = await requestPayment();
    const session = await startSession(other.id);
    expect(
      (await customer.get(`/api/public/payment/${payment.id}/session/${session.sessionId}`)).statusCode,
    ).toBe(404);
    expect((await customer.get(`/api/public/payment/${payment.id}/session/cs_test_unknown`)).statusCode).toBe(
      404,
    );
  });

  it("ends open sessions when staff cancel the payment: the link pays nothing more", async () => {
    const payment = await requestPayment();
    const session = await startSession(payment.id);
    expect((await demo.post(`/api/payments/${payment.id}/cancel`)).statusCode).toBe(200);
    expect((await confirm(session)).json()).toEqual({
      ok: false,
      message: "This checkout session is no longer active.",
    });
    expect(
      publicPaymentSchema.parse((await customer.get(`/api/public/payment/${payment.id}`)).json()).status,
    ).toBe("CANCELLED");
    expect(await statusOf(payment.id, session.sessionId)).toBe("OPEN");
    expect(await recordOf(session.sessionId)).toMatchObject({ status: "FAILED" });
    expect(
      (await customer.post(`/api/public/payment/${payment.id}/create-session`, { email: "a@b.co" }))
        .statusCode,
    ).toBe(409);
  });

  it("takes one payment once from two tabs: starting a second session ends the first, whose card is then refused", async () => {
    // A customer of their own (the public calls are limited per address).
    const tab = t.client({ remoteAddress: "203.0.113.21" });
    const payment = await requestPayment();
    const first = await startSession(payment.id, undefined, tab);
    const second = await startSession(payment.id, undefined, tab);
    expect((await confirm(first, goodCard, tab)).json()).toEqual({
      ok: false,
      message: "This checkout session is no longer active.",
    });
    expect((await confirm(second, goodCard, tab)).json()).toEqual({ ok: true });
    expect(await paymentRow(payment.id)).toMatchObject({ status: "PAID", extraCharges: 0 });
    expect(await recordOf(first.sessionId)).toMatchObject({ status: "FAILED" });
    expect(await recordOf(second.sessionId)).toMatchObject({ status: "SUCCEEDED" });
    expect(t.mail.filter((message) => message.text.includes(payment.id))).toHaveLength(1);
    // Once paid, no tab can start another.
    expect(
      (await tab.post(`/api/public/payment/${payment.id}/create-session`, { email: "a@b.co" })).statusCode,
    ).toBe(409);
  });

  it("refuses the second of two sessions paid at once: the provider charges a payment once", async () => {
    // A customer of their own (the public calls are limited per address).
    const tab = t.client({ remoteAddress: "203.0.113.22" });
    const payment = await requestPayment();
    const first = await startSession(payment.id, undefined, tab);
    const second = await startSession(payment.id, undefined, tab);
    // As if the first session's end had not reached the provider yet: both are open.
    await t.db
      .update(testCheckoutSessions)
      .set({ status: "open" })
      .where(eq(testCheckoutSessions.id, first.sessionId));
    await t.db
      .update(paymentRecords)
      .set({ status: "PENDING" })
      .where(eq(paymentRecords.sessionId, first.sessionId));
    const answers = (await Promise.all([confirm(first, goodCard, tab), confirm(second, goodCard, tab)])).map(
      (answer) => answer.json(),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(answers.filter((answer) => !answer.ok)).toEqual([
      { ok: false, message: "This payment has already been made." },
    ]);
    expect(await paymentRow(payment.id)).toMatchObject({ status: "PAID", extraCharges: 0 });
    expect(t.mail.filter((message) => message.text.includes(payment.id))).toHaveLength(1);
  });

  it.each([
    ["the return page first", ["check", "event"]],
    ["the webhook first", ["event", "check"]],
    ["both at once, twice over", ["both"]],
  ] as const)("marks the payment PAID exactly once: %s", async (_name, order) => {
    const payment = await requestPayment();
    const session = await startSession(payment.id);
    // The provider takes the money; its event is delivered here by hand, as often as the test says.
    const event = {
      id: `evt_race_${session.sessionId}`,
      type: "checkout.session.completed",
      account: null,
      session: {
        sessionId: session.sessionId,
        status: "complete" as const,
        paid: true,
        paymentId: payment.id,
        amountMinor: 30000,
        currency: "USD",
        email: "jane@example.com",
      },
    };
    // The test provider's side of it: the session is complete.
    await t.db
      .update(testCheckoutSessions)
      .set({ status: "complete", paid: true })
      .where(eq(testCheckoutSessions.id, session.sessionId));
    const provider = createTestCardProvider(t.db, t.clock.now);
    const receipts: string[] = [];
    const onPaid = async (paid: { id: string }) => {
      receipts.push(paid.id);
    };
    const check = () =>
      checkSessionStatus(t.db, provider, {
        paymentId: payment.id,
        sessionId: session.sessionId,
        now: t.clock.now(),
        onPaid,
      });
    const deliver = () =>
      applyProviderEvent(t.db, { providerName: provider.name, event, now: t.clock.now(), onPaid });
    const outcomes: unknown[] = [];
    for (const step of order) {
      if (step === "check") outcomes.push(await check());
      if (step === "event") outcomes.push(await deliver());
      if (step === "both") outcomes.push(...(await Promise.all([check(), deliver(), check(), deliver()])));
    }
    const first = await paymentRow(payment.id);
    expect(first).toMatchObject({ status: "PAID" });
    // Delivered again later: nothing moves.
    t.clock.advance(60_000);
    expect(await deliver()).toBe(false);
    expect(await check()).toEqual({ sessionId: session.sessionId, status: "COMPLETE" });
    expect(await paymentRow(payment.id)).toEqual(first);
    const events = await t.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.provider, "test"), eq(paymentEvents.eventId, event.id)));
    expect(events).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === true)).toHaveLength(1);
    // One payment, one receipt.
    expect(receipts).toEqual([payment.id]);
  });

  it("limits the public calls per client address", async () => {
    const walker = t.client({ remoteAddress: "203.0.113.9" });
    const statuses: number[] = [];
    for (let index = 0; index < 61; index++) {
      statuses.push((await walker.get(`/api/public/payment/${unknownId}`)).statusCode);
    }
    expect(statuses.slice(0, 60).every((status) => status === 401)).toBe(true);
    expect(statuses[60]).toBe(429);
    expect((await walker.get("/api/customerquote/AAAAAAAAAAAAAAAAAAAAAA")).statusCode).toBe(404);
    // Someone else, elsewhere, is not held up.
    expect(
      (await t.client({ remoteAddress: "203.0.113.10" }).get(`/api/public/payment/${unknownId}`)).statusCode,
    ).toBe(401);
  });

  it("refuses a posted webhook without a valid signature and changes nothing", async () => {
    const payment = await requestPayment();
    const session = await startSession(payment.id);
    const forged = JSON.stringify({
      id: "evt_forged",
      type: "checkout.session.completed",
      data: { object: { id: session.sessionId, status: "complete", payment_status: "paid" } },
    });
    const response = await customer.request({
      method: "POST",
      url: "/api/public/payments/webhook",
      payload: forged,
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=bad" },
      csrf: false,
    });
    expect(response.statusCode).toBe(400);
    expect((await paymentRow(payment.id))?.status).toBe("REQUESTED");
    expect(await recordOf(session.sessionId)).toMatchObject({ status: "PENDING" });
  });
});
