import { type DealPayment, dealPaymentSchema, dealSchema, providersSchema } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { demoUsers, harbourAdmin } from "../../demo/demo-users.ts";
import { seedIds } from "../../demo/seed.ts";
import { codesOf, refusal } from "../../test/answers.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/helper.ts";
import { boardOf, parseDeal, put, unknownId } from "../../test/kits/deals.test-kit.ts";

const { admin, dealsOnly, sales, supplierRep } = demoUsers;
const paymentList = z.array(dealPaymentSchema);
const edit = { amount: "1.00", status: "REQUESTED" };

describe("a deal's payments", () => {
  let t: TestApp;
  let demo: TestClient;
  let dealId: string;
  const newDeal = async (name: string) =>
    parseDeal(await demo.post("/api/deals", { workflowId: seedIds.demoSalesWorkflow, name })).id;
  const listOf = async (client: TestClient, deal = dealId) => {
    const response = await client.get(`/api/deals/${deal}/payments`);
    expect(response.statusCode, response.body).toBe(200);
    return paymentList.parse(response.json());
  };
  const add = (client: TestClient, body: object, deal = dealId) =>
    client.post(`/api/deals/${deal}/payments`, body);
  const added = async (body: object, deal = dealId): Promise<DealPayment> => {
    const response = await add(demo, body, deal);
    expect(response.statusCode, response.body).toBe(200);
    return dealPaymentSchema.parse(response.json());
  };

  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.signIn(admin.username, admin.password);
    dealId = await newDeal("Payments deal");
  });
  afterAll(() => t.close());

  it("starts a payment REQUESTED with a blank description and lists them newest first", async () => {
    const manual = await added({ type: "MANUAL", amount: "120.5" });
    expect(manual).toMatchObject({
      dealId,
      type: "MANUAL",
      amount: "120.50",
      currency: "USD",
      status: "REQUESTED",
      transactedAt: null,
      description: "",
      reference: null,
      quoteId: null,
    });
    t.clock.advance(1000);
    const card = await added({ type: "CARD", amount: "300.00", description: " Deposit " });
    expect(card).toMatchObject({ type: "CARD", status: "REQUESTED", description: "Deposit" });
    const list = await listOf(demo);
    expect(list.slice(0, 2).map((payment) => payment.id)).toEqual([card.id, manual.id]);
    // The deal's detail carries the same list.
    const deal = dealSchema.parse((await demo.get(`/api/deals/${dealId}`)).json());
    expect(deal.context.payments).toEqual(list);
  });

  it("keeps a transaction date only on a paid payment", async () => {
    const paid = await added({
      type: "MANUAL",
      amount: "50",
      status: "PAID",
      transactedAt: "2026-11-20",
      reference: "Cash",
    });
    expect(paid).toMatchObject({ status: "PAID", transactedAt: "2026-11-20", reference: "Cash" });
    // Recorded as paid by hand: it says when.
    const undated = await add(demo, { type: "MANUAL", amount: "50", status: "PAID" });
    expect(undated.statusCode).toBe(422);
    expect(codesOf(undated.json().errors)).toEqual({ transactedAt: ["REQUIRED"] });
    const requested = await added({ type: "MANUAL", amount: "50", transactedAt: "2026-11-20" });
    expect(requested.transactedAt).toBeNull();
    const edited = await put(demo, `/api/payments/${paid.id}`, {
      amount: "55.00",
      status: "CANCELLED",
      transactedAt: "2026-11-21",
      description: "Wrong amount",
      reference: "",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(dealPaymentSchema.parse(edited.json())).toMatchObject({
      amount: "55.00",
      status: "CANCELLED",
      transactedAt: null,
      description: "Wrong amount",
      reference: null,
    });
  });

  it("refuses amounts below $0.50, with more than two places, or not numbers, as field errors", async () => {
    for (const [amount, code] of [
      ["0.49", "PAYMENT_BELOW_MINIMUM"],
      ["0", "PAYMENT_BELOW_MINIMUM"],
      ["1.005", "DECIMAL_EXPECTED"],
      ["-5", "DECIMAL_EXPECTED"],
      ["ten", "DECIMAL_EXPECTED"],
      ["", "DECIMAL_EXPECTED"],
    ] as const) {
      const response = await add(demo, { type: "MANUAL", amount });
      expect(response.statusCode, amount).toBe(422);
      expect(codesOf(response.json().errors), amount).toEqual({ amount: [code] });
    }
    expect((await add(demo, { type: "MANUAL", amount: "0.50" })).statusCode).toBe(200);
    const missing = await add(demo, { type: "CHEQUE", amount: "10" });
    expect(Object.keys(codesOf(missing.json().errors))).toEqual(["type"]);
    // A card payment starts REQUESTED: only the customer's payment moves it on.
    const paidCard = await add(demo, { type: "CARD", amount: "10", status: "PAID" });
    expect(codesOf(paidCard.json().errors)).toEqual({ status: ["INVALID_VALUE"] });
  });

  it("edits and archives a manual payment at any time, but never cancels it", async () => {
    const payment = await added({
      type: "MANUAL",
      amount: "80.00",
      status: "PAID",
      transactedAt: "2026-11-01",
    });
    const cancel = await demo.post(`/api/payments/${payment.id}/cancel`);
    expect(cancel.statusCode).toBe(403);
    expect(cancel.json()).toEqual(refusal("PAYMENT_NOT_CANCELLABLE"));
    const archive = await demo.post(`/api/payments/${payment.id}/archive`);
    expect(archive.statusCode, archive.body).toBe(200);
    expect((await listOf(demo)).some((row) => row.id === payment.id)).toBe(false);
    const edited = await put(demo, `/api/payments/${payment.id}`, edit);
    expect(edited.statusCode).toBe(404);
    expect((await demo.post(`/api/payments/${payment.id}/archive`)).statusCode).toBe(404);
  });

  it("keeps a card payment read-only; cancels it only while requested and archives it only once cancelled", async () => {
    const card = await added({ type: "CARD", amount: "250.00" });
    const edited = await put(demo, `/api/payments/${card.id}`, edit);
    expect(edited.statusCode).toBe(403);
    expect(edited.json()).toEqual(refusal("PAYMENT_READ_ONLY"));
    const early = await demo.post(`/api/payments/${card.id}/archive`);
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual(refusal("PAYMENT_NOT_ARCHIVABLE"));

    const cancelled = await demo.post(`/api/payments/${card.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(dealPaymentSchema.parse(cancelled.json()).status).toBe("CANCELLED");
    const again = await demo.post(`/api/payments/${card.id}/cancel`);
    expect(again.json()).toEqual(refusal("PAYMENT_NOT_CANCELLABLE"));
    expect((await demo.post(`/api/payments/${card.id}/archive`)).statusCode).toBe(200);
    expect((await listOf(demo)).some((row) => row.id === card.id)).toBe(false);
  });

  it("offers card payments only where the provider takes them", async () => {
    const off = await createTestApp({ config: { payments: { provider: "none" } } });
    try {
      const client = await off.signIn(admin.username, admin.password);
      const providers = providersSchema.parse((await client.get("/api/providers")).json());
      expect(providers.stripe).toBe(false);
      const deal = parseDeal(
        await client.post("/api/deals", { workflowId: seedIds.demoSalesWorkflow, name: "No cards" }),
      ).id;
      const card = await client.post(`/api/deals/${deal}/payments`, { type: "CARD", amount: "10.00" });
      expect(card.statusCode).toBe(422);
      expect(codesOf(card.json().errors)).toEqual({ type: ["CARD_PAYMENTS_OFF"] });
      expect(
        (await client.post(`/api/deals/${deal}/payments`, { type: "MANUAL", amount: "10.00" })).statusCode,
      ).toBe(200);
    } finally {
      await off.close();
    }
  });

  it("refuses every write on an archived deal, but still lists its payments", async () => {
    const deal = await newDeal("Archived with payments");
    const payment = await added({ type: "MANUAL", amount: "10.00" }, deal);
    expect((await demo.post(`/api/deals/${deal}/archive`)).statusCode).toBe(200);
    for (const response of [
      await add(demo, { type: "MANUAL", amount: "10.00" }, deal),
      await put(demo, `/api/payments/${payment.id}`, edit),
      await demo.post(`/api/payments/${payment.id}/archive`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(refusal("DEAL_ARCHIVED"));
    }
    expect((await listOf(demo, deal)).map((row) => row.id)).toEqual([payment.id]);
  });

  it("lets every user with the deals permission take payments; the supplier representative reads only", async () => {
    for (const user of [sales, dealsOnly]) {
      const client = await t.signIn(user.username, user.password);
      expect((await add(client, { type: "MANUAL", amount: "1.00" })).statusCode).toBe(200);
    }
    const rep = await t.signIn(supplierRep.username, supplierRep.password);
    expect((await add(rep, { type: "MANUAL", amount: "1.00" })).statusCode).toBe(403);
    expect((await rep.get(`/api/deals/${dealId}/payments`)).statusCode).toBe(200);
  });

  it("keeps dealers apart: another dealer's deals and payments are 404", async () => {
    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    const payment = await added({ type: "CARD", amount: "99.00" });
    for (const response of [
      await harbour.get(`/api/deals/${dealId}/payments`),
      await add(harbour, { type: "MANUAL", amount: "1.00" }),
      await put(harbour, `/api/payments/${payment.id}`, edit),
      await harbour.post(`/api/payments/${payment.id}/cancel`),
      await harbour.post(`/api/payments/${payment.id}/archive`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(refusal("NOT_FOUND"));
    }
    const harbourDeal = (await boardOf(harbour, seedIds.harbourSalesWorkflow))[0]?.id ?? "";
    expect((await demo.get(`/api/deals/${harbourDeal}/payments`)).statusCode).toBe(404);
    expect((await add(demo, { type: "MANUAL", amount: "1.00" }, unknownId)).statusCode).toBe(404);
    expect((await listOf(demo)).find((row) => row.id === payment.id)?.status).toBe("REQUESTED");
  });
});
