import { contactListItemSchema, contactSchema } from "@portal/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { contacts } from "../../db/schema/index.ts";
import { demoUsers, harbourAdmin } from "../../demo/demo-users.ts";
import { seedIds } from "../../demo/seed.ts";
import { codesOf, refusal } from "../../test/answers.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/helper.ts";
import { boardOf, put, setModules } from "../../test/kits/deals.test-kit.ts";

const { admin, dealsOnly, sales, supplierRep } = demoUsers;
const contactList = z.array(contactListItemSchema);
const unknownId = "0193a000-0000-7000-8000-0000000fffff";

async function search(client: TestClient, term?: string) {
  const response = await client.get(
    `/api/contacts${term === undefined ? "" : `?search=${encodeURIComponent(term)}`}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return contactList.parse(response.json());
}

describe("listing contacts", () => {
  let t: TestApp;
  let demo: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.signIn(admin.username, admin.password);
  });
  afterAll(() => t.close());

  it("lists the account's contacts by name", async () => {
    const list = await search(demo);
    expect(list).toHaveLength(40);
    const names = list.map((contact) => contact.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(list.every((contact) => contact.providerConfigId === "portal")).toBe(true);
  });

  it("searches name, email and phone case-insensitively", async () => {
    expect((await search(demo, "olivia")).map((contact) => contact.name)).toEqual(["Olivia Nguyen"]);
    expect((await search(demo, "PARKVIEWHOMES.example")).map((contact) => contact.name)).toEqual([
      "Parkview Homes",
    ]);
    expect((await search(demo, "1300 555")).map((contact) => contact.name)).toEqual(["Parkview Homes"]);
    expect((await search(demo, "1300555019")).map((contact) => contact.name)).toEqual(["Parkview Homes"]);
    expect(await search(demo, "%")).toEqual([]);
    expect(await search(demo, "Priya")).toEqual([]);
  });

  it("answers at most 50", async () => {
    for (let index = 0; index < 15; index += 1) {
      expect(
        (await demo.post("/api/contacts", { name: `Bulk ${index}`, email: "", phone: "" })).statusCode,
      ).toBe(200);
    }
    expect(await search(demo)).toHaveLength(50);
    expect(await search(demo, "bulk")).toHaveLength(15);
  });
});

describe("a contact", () => {
  let t: TestApp;
  let demo: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.signIn(admin.username, admin.password);
  });
  afterAll(() => t.close());

  it("is added to the built-in provider with the next number, and shows its deals", async () => {
    const response = await demo.post("/api/contacts", {
      name: "  Marta Nowak ",
      email: " marta@example.com ",
      phone: "0412 000 111",
    });
    expect(response.statusCode, response.body).toBe(200);
    const created = contactSchema.parse(response.json());
    expect(created).toMatchObject({
      tuid: 41,
      name: "Marta Nowak",
      email: "marta@example.com",
      phone: "0412 000 111",
      externalLink: null,
      externalData: {},
      providerConfigId: "portal",
      context: { deals: [] },
    });
    const deal = await demo.post("/api/deals", {
      workflowId: seedIds.demoSalesWorkflow,
      name: "Nowak – Lounge",
      contactId: created.id,
    });
    expect(deal.statusCode).toBe(200);
    const again = contactSchema.parse((await demo.get(`/api/contacts/${created.id}`)).json());
    expect(again.context.deals).toEqual([
      {
        id: deal.json().id,
        tuid: deal.json().tuid,
        name: "Nowak – Lounge",
        isArchived: false,
        workflow: { id: seedIds.demoSalesWorkflow, name: "Sales", slug: "sales" },
        status: { id: deal.json().statusId, name: "New Lead" },
      },
    ]);
  });

  it("lists the seeded deals of a customer with their workflow and status", async () => {
    const [card] = (await boardOf(demo, seedIds.demoSalesWorkflow)).filter((row) => row.contact !== null);
    if (!card?.contact) throw new Error("no deal with a contact");
    const contact = contactSchema.parse((await demo.get(`/api/contacts/${card.contact.id}`)).json());
    expect(contact.name).toBe(card.contact.name);
    expect(contact.context.deals.find((deal) => deal.id === card.id)).toMatchObject({
      tuid: card.tuid,
      workflow: { slug: "sales" },
      status: { id: card.statusId },
    });
  });

  it("answers field errors for a missing name or a bad email", async () => {
    const response = await demo.post("/api/contacts", { name: " ", email: "not-an-email", phone: null });
    expect(response.statusCode).toBe(422);
    expect(codesOf(response.json().errors)).toEqual({
      name: ["REQUIRED"],
      email: ["INVALID_EMAIL"],
    });
  });

  it("is edited while it belongs to the built-in provider, and not after", async () => {
    const [olivia] = await search(demo, "Olivia");
    if (!olivia) throw new Error("no Olivia");
    const edited = await put(demo, `/api/contacts/${olivia.id}`, {
      name: "Olivia Nguyen-Hart",
      email: "",
      phone: "0400 111 222",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(contactSchema.parse(edited.json())).toMatchObject({
      id: olivia.id,
      tuid: olivia.tuid,
      name: "Olivia Nguyen-Hart",
      email: null,
      phone: "0400 111 222",
    });
    await t.db
      .update(contacts)
      .set({ providerConfigId: "zoho-1" })
      .where(and(eq(contacts.accountId, seedIds.demoAccount), eq(contacts.id, olivia.id)));
    const external = await put(demo, `/api/contacts/${olivia.id}`, {
      name: "Nope",
      email: null,
      phone: null,
    });
    expect(external.statusCode).toBe(403);
    expect(external.json()).toEqual(refusal("CONTACT_NOT_EDITABLE"));
  });

  it("answers 404 for an unknown id", async () => {
    expect((await demo.get(`/api/contacts/${unknownId}`)).statusCode).toBe(404);
    expect(
      (await put(demo, `/api/contacts/${unknownId}`, { name: "x", email: null, phone: null })).statusCode,
    ).toBe(404);
  });
});

describe("contact access", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ["sales (DEFAULT)", sales],
    ["dealsonly (DEALS_ONLY)", dealsOnly],
  ])("lets %s list and add contacts", async (_, user) => {
    const client = await t.signIn(user.username, user.password);
    expect(await search(client, "olivia")).toHaveLength(1);
    expect(
      (await client.post("/api/contacts", { name: user.username, email: null, phone: null })).statusCode,
    ).toBe(200);
  });

  it("needs the contacts.create permission to add one", async () => {
    const supplier = await t.signIn(supplierRep.username, supplierRep.password);
    expect(await search(supplier, "olivia")).toHaveLength(1);
    const response = await supplier.post("/api/contacts", { name: "Not allowed", email: null, phone: null });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refusal("FORBIDDEN"));
  });

  it("keeps dealers apart", async () => {
    const demo = await t.signIn(admin.username, admin.password);
    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    const [olivia] = await search(demo, "Olivia");
    if (!olivia) throw new Error("no Olivia");
    expect((await harbour.get(`/api/contacts/${olivia.id}`)).statusCode).toBe(404);
    const update = await put(harbour, `/api/contacts/${olivia.id}`, {
      name: "Mine",
      email: null,
      phone: null,
    });
    expect(update.statusCode).toBe(404);
    expect((await search(harbour)).map((contact) => contact.name)).toEqual([
      "Ben Carter",
      "Hannah Fraser",
      "Priya Sharma",
    ]);
    expect(await search(harbour, "Olivia")).toEqual([]);
    const created = contactSchema.parse(
      (await harbour.post("/api/contacts", { name: "Harbour Walk-in", email: null, phone: null })).json(),
    );
    expect(created.tuid).toBe(4);
    expect(await search(demo, "Harbour Walk-in")).toEqual([]);
  });

  it("answers 403 for an account without the Deals module", async () => {
    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    const [contact] = await search(harbour);
    if (!contact) throw new Error("no contact");
    await setModules(t, seedIds.harbourAccount, []);
    const attempts = [
      harbour.get("/api/contacts"),
      harbour.get(`/api/contacts/${contact.id}`),
      harbour.post("/api/contacts", { name: "x", email: null, phone: null }),
      put(harbour, `/api/contacts/${contact.id}`, { name: "x", email: null, phone: null }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(403);
    await setModules(t, seedIds.harbourAccount, ["DEALS"]);
  });
});
