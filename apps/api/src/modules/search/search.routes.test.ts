import { globalSearch, type SearchResult } from "@portal/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, contacts, deals, personnel, purchaseOrders, quotes } from "../../db/schema/index.ts";
import { demoUsers, harbourAdmin } from "../../demo/demo-users.ts";
import { seedIds } from "../../demo/seed.ts";
import { codesOf } from "../../test/answers.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/helper.ts";

const { admin, sales, dealsOnly } = demoUsers;

describe("GET /search", () => {
  let t: TestApp;
  let demo: TestClient;
  /** One row of each type in the demo account, renamed so the searches below find it alone. */
  const ids = {
    contact: "",
    deal: "",
    dealTuid: 0,
    person: "",
    order: "",
    orderTuid: 0,
    quote: "",
    quoteTuid: 0,
  };

  async function search(
    client: TestClient,
    query: string,
  ): Promise<{ items: SearchResult[]; total: number }> {
    const response = await client.get(`/api/search?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return globalSearch.response.parse(response.json());
  }
  const found = async (client: TestClient, q: string, types = "") =>
    (await search(client, `q=${encodeURIComponent(q)}${types ? `&types=${types}` : ""}`)).items.map(
      (item) => `${item.entityType} ${item.id}`,
    );

  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.signIn(admin.username, admin.password);
    const account = seedIds.demoAccount;
    const [contact] = await t.db
      .update(contacts)
      .set({ name: "Zoë Wróblewska", email: "zoe.w@example.com" })
      .where(
        eq(
          contacts.id,
          (await t.db.select().from(contacts).where(eq(contacts.accountId, account)).limit(1))[0]?.id ?? "",
        ),
      )
      .returning();
    const [deal] = await t.db.select().from(deals).where(eq(deals.accountId, account)).limit(1);
    await t.db
      .update(deals)
      .set({ name: "Plantation shutters Kowalski", isArchived: true })
      .where(eq(deals.id, deal?.id ?? ""));
    const [person] = await t.db
      .update(personnel)
      .set({ name: "Łukasz Zając" })
      .where(
        eq(
          personnel.id,
          (await t.db.select().from(personnel).where(eq(personnel.accountId, account)).limit(1))[0]?.id ?? "",
        ),
      )
      .returning();
    const [order] = await t.db
      .select()
      .from(purchaseOrders)
      .where(eq(purchaseOrders.accountId, account))
      .limit(1);
    await t.db
      .update(purchaseOrders)
      .set({ sidemark: "Harbourview Terraces" })
      .where(eq(purchaseOrders.id, order?.id ?? ""));
    const [quote] = await t.db.select().from(quotes).where(eq(quotes.accountId, account)).limit(1);
    await t.db
      .update(quotes)
      .set({ description: "Quatrefoil skylight blinds" })
      .where(eq(quotes.id, quote?.id ?? ""));
    if (!contact || !deal || !person || !order || !quote) throw new Error("the demo lacks a searched type");
    Object.assign(ids, {
      contact: contact.id,
      deal: deal.id,
      dealTuid: deal.tuid,
      person: person.id,
      order: order.id,
      orderTuid: order.tuid,
      quote: quote.id,
      quoteTuid: quote.tuid,
    });
    // The same words in the other dealer's account must never come back.
    const [other] = await t.db
      .select()
      .from(contacts)
      .where(eq(contacts.accountId, seedIds.harbourAccount))
      .limit(1);
    await t.db
      .update(contacts)
      .set({ name: "Zoë Wróblewska" })
      .where(eq(contacts.id, other?.id ?? ""));
  });
  afterAll(() => t.close());

  it("finds each type by name, in the spec's result shape", async () => {
    expect(await found(demo, "wroblewska")).toEqual([`CONTACT ${ids.contact}`]);
    const [deal] = (await search(demo, "q=plantation%20kowal")).items;
    expect(deal).toMatchObject({
      entityType: "DEAL",
      id: ids.deal,
      title: "Plantation shutters Kowalski",
      tuid: ids.dealTuid,
      isArchived: true,
      context: { workflowId: expect.any(String), statusId: expect.any(String) },
    });
    expect(await found(demo, "lukasz")).toEqual([`PERSON ${ids.person}`]);
    const orders = (await search(demo, "q=harbourview&types=PURCHASE_ORDER")).items;
    expect(orders.map((item) => item.id)).toEqual([ids.order]);
    expect(orders[0]).toMatchObject({
      title: `PO-${ids.orderTuid}`,
      context: { status: expect.any(String) },
    });
    const [quote] = (await search(demo, "q=quatrefoil")).items;
    expect(quote).toMatchObject({
      entityType: "QUOTE",
      id: ids.quote,
      title: `Q-${ids.quoteTuid}`,
      context: { dealId: expect.any(String), workflowId: expect.any(String), status: expect.any(String) },
    });
  });

  it("finds deals, quotes and orders by their numbers, the exact one first", async () => {
    expect((await found(demo, `Q-${ids.quoteTuid}`))[0]).toBe(`QUOTE ${ids.quote}`);
    expect((await found(demo, `q${ids.quoteTuid}`))[0]).toBe(`QUOTE ${ids.quote}`);
    expect((await found(demo, `PO-${ids.orderTuid}`))[0]).toBe(`PURCHASE_ORDER ${ids.order}`);
    expect((await found(demo, `D-${ids.dealTuid}`))[0]).toBe(`DEAL ${ids.deal}`);
    // A bare number finds every type that has one.
    const bare = await found(demo, String(ids.quoteTuid), "QUOTE");
    expect(bare[0]).toBe(`QUOTE ${ids.quote}`);
    // A prefix of a number finds it too.
    const prefix = `Q-${String(ids.quoteTuid).slice(0, -1)}`;
    const byPrefix = (await search(demo, `q=${prefix}&types=QUOTE`)).items;
    expect(byPrefix.length).toBeGreaterThan(1);
    expect(byPrefix.every((item) => item.title.startsWith(prefix))).toBe(true);
  });

  it("forgives accents either way, short prefixes and a typo", async () => {
    expect(await found(demo, "zoe")).toContain(`CONTACT ${ids.contact}`);
    expect(await found(demo, "zoe wrob")).toEqual([`CONTACT ${ids.contact}`]);
    expect(await found(demo, "ZOË WRÓB")).toEqual([`CONTACT ${ids.contact}`]);
    expect(await found(demo, "zaj")).toContain(`PERSON ${ids.person}`);
    expect(await found(demo, "Wroblewsak")).toEqual([`CONTACT ${ids.contact}`]);
    expect(await found(demo, "Kowalsky")).toContain(`DEAL ${ids.deal}`);
  });

  it("searches only the asked types, and counts the matches", async () => {
    expect(await found(demo, "wroblewska", "DEAL,QUOTE")).toEqual([]);
    expect(await found(demo, "wroblewska", "CONTACT,PERSON")).toEqual([`CONTACT ${ids.contact}`]);
    const answer = await search(demo, "q=wroblewska&types=CONTACT");
    expect(answer.total).toBe(1);
    const response = await demo.get("/api/search?q=zoe&types=NOPE");
    expect(response.statusCode).toBe(422);
  });

  it("answers 422 for an empty or blank search", async () => {
    for (const query of ["", "q=", "q=%20%20"]) {
      const response = await demo.get(`/api/search?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(codesOf(response.json().errors)).toHaveProperty("q");
    }
  });

  it("reads nothing typed as query syntax", async () => {
    for (const q of ["'", "a & b | !c", "(x:*)", "¼ ﬁ", "\\", "%_", "d-", "-1"]) {
      const response = await demo.get(`/api/search?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, q).toBe(200);
    }
  });

  it("shows only what the caller may see", async () => {
    await t.db
      .update(purchaseOrders)
      .set({ isManufacturerPrivate: true })
      .where(eq(purchaseOrders.id, ids.order));
    const asSales = await t.signIn(sales.username, sales.password);
    expect(await found(asSales, "harbourview")).toEqual([]);
    expect(await found(demo, "harbourview")).toEqual([`PURCHASE_ORDER ${ids.order}`]);
    // Deals only: no purchasing, so no orders at all.
    const asDealsOnly = await t.signIn(dealsOnly.username, dealsOnly.password);
    expect(await found(asDealsOnly, `PO-${ids.orderTuid}`)).toEqual([]);
    expect(await found(asDealsOnly, "wroblewska")).toEqual([`CONTACT ${ids.contact}`]);
    // Personnel only with the account's toggle.
    await t.db.update(accounts).set({ personnelEnabled: false }).where(eq(accounts.id, seedIds.demoAccount));
    const withoutPersonnel = await t.signIn(admin.username, admin.password);
    expect(await found(withoutPersonnel, "lukasz")).toEqual([]);
    await t.db.update(accounts).set({ personnelEnabled: true }).where(eq(accounts.id, seedIds.demoAccount));
  });

  it("never answers another account's rows", async () => {
    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    const theirs = await found(harbour, "zoe wroblewska");
    expect(theirs).toHaveLength(1);
    expect(theirs).not.toContain(`CONTACT ${ids.contact}`);
    expect(await found(harbour, "harbourview")).toEqual([]);
    expect(await found(harbour, "quatrefoil")).toEqual([]);
  });

  it("corrects a typo only with words of the caller's own account", async () => {
    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    const [theirs] = await t.db
      .select()
      .from(contacts)
      .where(eq(contacts.accountId, seedIds.harbourAccount))
      .limit(1);
    await t.db
      .update(contacts)
      .set({ name: "Ottoline Quennell" })
      .where(eq(contacts.id, theirs?.id ?? ""));
    expect(await found(harbour, "quenel")).toEqual([`CONTACT ${theirs?.id}`]);
    expect(await found(demo, "quenel")).toEqual([]);
  });

  it("needs a session", async () => {
    expect((await t.client().get("/api/search?q=zoe")).statusCode).toBe(401);
  });
});
