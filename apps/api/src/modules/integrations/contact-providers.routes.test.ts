import { contactProviderSchema, providersSchema } from "@portal/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactProviders, contacts } from "../../db/schema/index.ts";
import { demoUsers, harbourAdmin } from "../../demo/demo-users.ts";
import { seedIds } from "../../demo/seed.ts";
import { createSecretBox } from "../../platform/secret-box.ts";
import { codesOf, refusal } from "../../test/answers.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/helper.ts";

const { admin, sales, dealsOnly } = demoUsers;
const zohoKey = "1000.zoho-secret-key-abcd9876";

describe("contact providers", () => {
  let t: TestApp;
  let demo: TestClient;
  let harbour: TestClient;

  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.signIn(admin.username, admin.password);
    harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
  });
  afterAll(() => t.close());

  const providers = async (client: TestClient) =>
    providersSchema.parse((await client.get("/api/providers")).json()).contacts;

  it("answers only the built-in primary provider while none is added", async () => {
    const [builtIn, ...others] = await providers(demo);
    expect(others).toEqual([]);
    expect(builtIn).toMatchObject({ id: "portal", isPrimary: true, schema: "PORTAL" });
    expect(builtIn).not.toHaveProperty("status");
    expect(builtIn).not.toHaveProperty("apiKeyHint");
  });

  it("adds a provider with its key: answered as a hint only, kept encrypted, listed after the primary one", async () => {
    const response = await demo.post("/api/account/contact-providers", {
      schema: "ZOHO",
      apiKey: ` ${zohoKey} `,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain("zoho-secret");
    const added = contactProviderSchema.parse(response.json());
    expect(added).toMatchObject({ isPrimary: false, schema: "ZOHO", status: "VALID", apiKeyHint: "9876" });
    expect(added.fieldGroups.map((group) => group.name)).toEqual([
      "Contact Information",
      "Address Information",
    ]);
    expect(added.fieldGroups[0]?.fields.map((field) => field.key)).toContain("Last_Name");

    const listed = await providers(demo);
    expect(listed.map((provider) => [provider.schema, provider.isPrimary])).toEqual([
      ["PORTAL", true],
      ["ZOHO", false],
    ]);
    expect(listed[1]).toEqual(added);
    expect(JSON.stringify(listed)).not.toContain("zoho-secret");

    const [row] = await t.db.select().from(contactProviders).where(eq(contactProviders.id, added.id));
    if (!row) throw new Error("not stored");
    expect(row.accountId).toBe(seedIds.demoAccount);
    expect(JSON.stringify(row)).not.toContain("zoho-secret");
    expect(createSecretBox(t.config.appSecret).open(row.apiKeyEnc, "contactProvider.apiKey")).toBe(zohoKey);
  });

  it("takes one provider per schema", async () => {
    const again = await demo.post("/api/account/contact-providers", {
      schema: "ZOHO",
      apiKey: "another-key-1234",
    });
    expect(again.statusCode).toBe(422);
    expect(codesOf(again.json().errors)).toEqual({ schema: ["PROVIDER_ALREADY_ADDED"] });
  });

  it("checks the schema and the key", async () => {
    const cases: Array<[object, Record<string, string[]>]> = [
      [{}, { schema: ["INVALID_VALUE"], apiKey: ["REQUIRED"] }],
      [{ schema: "PORTAL", apiKey: "long-enough-key" }, { schema: ["INVALID_VALUE"] }],
      [{ schema: "PODIUM", apiKey: "   " }, { apiKey: ["REQUIRED"] }],
      [{ schema: "PODIUM", apiKey: "short" }, { apiKey: ["TOO_SHORT"] }],
      [{ schema: "PODIUM", apiKey: "has a space inside" }, { apiKey: ["INVALID_FORMAT"] }],
      [{ schema: "PODIUM", apiKey: "k".repeat(501) }, { apiKey: ["TOO_LONG"] }],
    ];
    for (const [body, expected] of cases) {
      const response = await demo.post("/api/account/contact-providers", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(codesOf(response.json().errors), JSON.stringify(body)).toEqual(expected);
    }
  });

  it("keeps contacts of an external provider read-only: only the primary provider's are edited", async () => {
    const podium = contactProviderSchema.parse(
      (
        await demo.post("/api/account/contact-providers", { schema: "PODIUM", apiKey: "podium-key-5555" })
      ).json(),
    );
    const created = await demo.post("/api/contacts", { name: "Synced Sam", email: "", phone: "" });
    const contactId = created.json<{ id: string }>().id;
    // Contacts reach an external provider by its sync, which stores the provider's id on them.
    await t.db
      .update(contacts)
      .set({ providerConfigId: podium.id })
      .where(and(eq(contacts.accountId, seedIds.demoAccount), eq(contacts.id, contactId)));
    const edit = await demo.put(`/api/contacts/${contactId}`, { name: "Renamed", email: "", phone: "" });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual(refusal("CONTACT_NOT_EDITABLE"));
  });

  it("keeps each dealer's providers to itself", async () => {
    expect((await providers(harbour)).map((provider) => provider.schema)).toEqual(["PORTAL"]);
    const harbourZoho = await harbour.post("/api/account/contact-providers", {
      schema: "ZOHO",
      apiKey: "harbour-zoho-key-0001",
    });
    expect(harbourZoho.statusCode).toBe(200);
    const demoZoho = (await providers(demo)).find((provider) => provider.schema === "ZOHO");
    expect(demoZoho?.apiKeyHint).toBe("9876");
    expect((await harbour.delete(`/api/account/contact-providers/${demoZoho?.id}`)).statusCode).toBe(404);
    expect((await providers(demo)).some((provider) => provider.schema === "ZOHO")).toBe(true);
  });

  it("removes a provider and its key", async () => {
    const zoho = (await providers(demo)).find((provider) => provider.schema === "ZOHO");
    const removed = await demo.delete(`/api/account/contact-providers/${zoho?.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ ok: true });
    expect((await providers(demo)).map((provider) => provider.schema)).toEqual(["PORTAL", "PODIUM"]);
    expect(
      await t.db
        .select()
        .from(contactProviders)
        .where(eq(contactProviders.id, zoho?.id ?? "")),
    ).toEqual([]);
    expect((await demo.delete(`/api/account/contact-providers/${zoho?.id}`)).statusCode).toBe(404);
    expect((await demo.delete("/api/account/contact-providers/not-a-uuid")).statusCode).toBe(422);
  });

  it("lets Sales see the providers but not add or remove one; Deals-only staff cannot add either", async () => {
    const salesClient = await t.signIn(sales.username, sales.password);
    expect((await providers(salesClient)).length).toBeGreaterThan(1);
    const add = await salesClient.post("/api/account/contact-providers", {
      schema: "NYLAS",
      apiKey: "nylas-key-1234",
    });
    expect(add.statusCode).toBe(403);
    expect(add.json()).toEqual(refusal("FORBIDDEN"));
    const [, podium] = await providers(demo);
    expect((await salesClient.delete(`/api/account/contact-providers/${podium?.id}`)).statusCode).toBe(403);
    const dealsOnlyClient = await t.signIn(dealsOnly.username, dealsOnly.password);
    const refused = await dealsOnlyClient.post("/api/account/contact-providers", {
      schema: "NYLAS",
      apiKey: "nylas-key-1234",
    });
    expect(refused.statusCode).toBe(403);
    // Their contacts still come from the providers, but a key's last characters are not theirs to see.
    const seen = await providers(dealsOnlyClient);
    expect(seen.map((provider) => provider.schema)).toEqual((await providers(demo)).map((p) => p.schema));
    expect(seen.some((provider) => "apiKeyHint" in provider)).toBe(false);
    expect((await providers(salesClient)).some((provider) => provider.apiKeyHint !== undefined)).toBe(true);
  });
});
