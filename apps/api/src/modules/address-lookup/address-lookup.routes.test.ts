// The address lookup against a local fake of Google's Places API (New) (test/fake-places.ts).
import { addressLookupStatusSchema, addressPlaceSchema, listAddressSuggestions } from "@portal/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, countries } from "../../db/schema/index.ts";
import { demoUsers, harbourAdmin } from "../../demo/demo-users.ts";
import { seedIds } from "../../demo/seed.ts";
import { codesOf, refusal } from "../../test/answers.ts";
import { type FakePlaces, fakePlacesKey, startFakePlaces } from "../../test/fake-places.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/helper.ts";

const { admin, sales } = demoUsers;
const suggestionsSchema = listAddressSuggestions.response;

describe("address lookup without a maps key", () => {
  let t: TestApp;
  let demo: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.signIn(admin.username, admin.password);
  });
  afterAll(() => t.close());

  it("says it is off, so the General tab keeps plain fields", async () => {
    const response = await demo.get("/api/address-lookup");
    expect(response.statusCode, response.body).toBe(200);
    expect(addressLookupStatusSchema.parse(response.json())).toEqual({ available: false, countryCode: "AU" });
  });

  it("answers the lookups 404 ADDRESS_LOOKUP_UNAVAILABLE", async () => {
    for (const url of [
      "/api/address-lookup/suggestions?q=george",
      "/api/address-lookup/places/ChIJ-george-st-1",
    ]) {
      const response = await demo.get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual(refusal("ADDRESS_LOOKUP_UNAVAILABLE"));
    }
  });
});

describe("address lookup with Google's Places API", () => {
  let fake: FakePlaces;
  let t: TestApp;
  let demo: TestClient;
  beforeAll(async () => {
    fake = await startFakePlaces();
    t = await createTestApp({
      config: { addressLookup: { provider: "google", apiKey: fakePlacesKey, apiUrl: fake.url } },
    });
    demo = await t.signIn(admin.username, admin.password);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const lastRequest = () => {
    const request = fake.requests.at(-1);
    if (!request) throw new Error("the fake provider heard nothing");
    return request;
  };

  it("says it is on, for the account's country", async () => {
    expect((await demo.get("/api/address-lookup")).json()).toEqual({ available: true, countryCode: "AU" });
  });

  it("suggests addresses in the company's country only, asking the provider for that country", async () => {
    const response = await demo.get("/api/address-lookup/suggestions?q=George%20St&sessionToken=tok-123");
    expect(response.statusCode, response.body).toBe(200);
    const { suggestions } = suggestionsSchema.parse(response.json());
    expect(suggestions).toEqual([
      {
        placeId: "ChIJ-george-st-1",
        text: "1 George Street, Sydney NSW, Australia",
        mainText: "1 George Street",
        secondaryText: "Sydney NSW, Australia",
      },
      expect.objectContaining({ placeId: "ChIJ-george-st-120-unit-3" }),
      expect.objectContaining({ placeId: "ChIJ-george-st-parramatta" }),
    ]);
    const request = lastRequest();
    expect(request).toMatchObject({ method: "POST", path: "/v1/places:autocomplete" });
    expect(request.body).toEqual({
      input: "George St",
      includedRegionCodes: ["AU"],
      regionCode: "AU",
      sessionToken: "tok-123",
    });
    expect(request.headers["x-goog-api-key"]).toBe(fakePlacesKey);
    expect(request.headers["x-goog-fieldmask"]).toContain("suggestions.placePrediction.placeId");
    // The key never reaches the browser.
    expect(response.body).not.toContain(fakePlacesKey);
  });

  it("searches each dealer's own country: another dealer in New Zealand gets New Zealand", async () => {
    const [nz] = await t.db.select({ id: countries.id }).from(countries).where(eq(countries.iso2Code, "NZ"));
    if (!nz) throw new Error("no New Zealand in the seed");
    await t.db.update(accounts).set({ countryId: nz.id }).where(eq(accounts.id, seedIds.harbourAccount));
    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    expect((await harbour.get("/api/address-lookup")).json()).toEqual({ available: true, countryCode: "NZ" });

    const response = await harbour.get("/api/address-lookup/suggestions?q=george");
    const { suggestions } = suggestionsSchema.parse(response.json());
    expect(suggestions.map((suggestion) => suggestion.placeId)).toEqual(["ChIJ-george-st-dunedin"]);
    expect(lastRequest().body).toMatchObject({ includedRegionCodes: ["NZ"] });

    // And the demo dealer still searches Australia only.
    const demoAnswer = suggestionsSchema.parse(
      (await demo.get("/api/address-lookup/suggestions?q=george")).json(),
    );
    expect(demoAnswer.suggestions.map((suggestion) => suggestion.placeId)).not.toContain(
      "ChIJ-george-st-dunedin",
    );

    // A place abroad is not an address the company can have.
    const abroad = await demo.get("/api/address-lookup/places/ChIJ-george-st-dunedin");
    expect(abroad.statusCode).toBe(404);
    expect(abroad.json()).toEqual(refusal("ADDRESS_NOT_FOUND"));
    const home = await harbour.get("/api/address-lookup/places/ChIJ-george-st-dunedin");
    expect(addressPlaceSchema.parse(home.json()).address).toEqual({
      line1: "12 George Street",
      line2: "",
      suburb: "Dunedin",
      state: "OTA",
      postcode: "9016",
    });
  });

  it("answers a chosen place as the company address fields", async () => {
    const response = await demo.get(
      "/api/address-lookup/places/ChIJ-george-st-120-unit-3?sessionToken=tok-123",
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(addressPlaceSchema.parse(response.json())).toEqual({
      placeId: "ChIJ-george-st-120-unit-3",
      formattedAddress: "3/120 George Street, The Rocks NSW, Australia",
      address: {
        line1: "3/120 George Street",
        line2: "",
        suburb: "The Rocks",
        state: "NSW",
        postcode: "2000",
      },
    });
    const request = lastRequest();
    expect(request).toMatchObject({
      method: "GET",
      path: "/v1/places/ChIJ-george-st-120-unit-3",
      query: { sessionToken: "tok-123", regionCode: "AU" },
    });
    expect(request.headers["x-goog-fieldmask"]).toBe("id,formattedAddress,addressComponents");

    const noNumber = await demo.get("/api/address-lookup/places/ChIJ-george-st-parramatta");
    expect(addressPlaceSchema.parse(noNumber.json()).address).toEqual({
      line1: "George Street",
      line2: "",
      suburb: "Parramatta",
      state: "NSW",
      postcode: "2150",
    });
  });

  it("answers a place the provider does not know 404 ADDRESS_NOT_FOUND", async () => {
    const response = await demo.get("/api/address-lookup/places/ChIJ-nowhere");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(refusal("ADDRESS_NOT_FOUND"));
  });

  it("answers a provider failure 502 ADDRESS_LOOKUP_FAILED, without the provider's details", async () => {
    fake.failWith = 500;
    try {
      for (const url of [
        "/api/address-lookup/suggestions?q=george",
        "/api/address-lookup/places/ChIJ-george-st-1",
      ]) {
        const response = await demo.get(url);
        expect(response.statusCode, url).toBe(502);
        expect(response.json()).toEqual(refusal("ADDRESS_LOOKUP_FAILED"));
        expect(response.body).not.toMatch(/Internal error|127\.0\.0\.1|maps-test-key/);
      }
    } finally {
      fake.failWith = null;
    }

    fake.garbage = true;
    try {
      const response = await demo.get("/api/address-lookup/suggestions?q=george");
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual(refusal("ADDRESS_LOOKUP_FAILED"));
    } finally {
      fake.garbage = false;
    }
  });

  it("answers a refused key or an unreachable provider the same way", async () => {
    const wrongKey = await createTestApp({
      config: { addressLookup: { provider: "google", apiKey: "not-the-key", apiUrl: fake.url } },
    });
    const gone = await startFakePlaces();
    await gone.close();
    const unreachable = await createTestApp({
      config: { addressLookup: { provider: "google", apiKey: fakePlacesKey, apiUrl: gone.url } },
    });
    try {
      for (const app of [wrongKey, unreachable]) {
        const client = await app.signIn(admin.username, admin.password);
        const response = await client.get("/api/address-lookup/suggestions?q=george");
        expect(response.statusCode).toBe(502);
        expect(response.json()).toEqual(refusal("ADDRESS_LOOKUP_FAILED"));
      }
    } finally {
      await wrongKey.close();
      await unreachable.close();
    }
  });

  it("checks what is sent before asking the provider", async () => {
    const before = fake.requests.length;
    const cases: Array<[string, Record<string, string[]>]> = [
      ["/api/address-lookup/suggestions", { q: ["REQUIRED"] }],
      ["/api/address-lookup/suggestions?q=%20%20", { q: ["REQUIRED"] }],
      [`/api/address-lookup/suggestions?q=${"a".repeat(201)}`, { q: ["TOO_LONG"] }],
      [
        "/api/address-lookup/suggestions?q=george&sessionToken=has%20space",
        { sessionToken: ["INVALID_FORMAT"] },
      ],
      ["/api/address-lookup/places/not%2Fa%2Fplace", { placeId: ["INVALID_FORMAT"] }],
    ];
    for (const [url, errors] of cases) {
      const response = await demo.get(url);
      expect(response.statusCode, url).toBe(422);
      expect(codesOf(response.json().errors), url).toEqual(errors);
    }
    expect(fake.requests.length).toBe(before);
  });

  it("lets those who may see Settings know it is on, and only those who may change the company look up", async () => {
    const client = await t.signIn(sales.username, sales.password);
    expect((await client.get("/api/address-lookup")).statusCode).toBe(200);
    const refused = await client.get("/api/address-lookup/suggestions?q=george");
    expect(refused.statusCode).toBe(403);
    expect((await client.get("/api/address-lookup/places/ChIJ-george-st-1")).statusCode).toBe(403);
    expect((await t.client().get("/api/address-lookup")).statusCode).toBe(401);
  });

  it("limits lookups per client address", async () => {
    const client = await t.signIn(admin.username, admin.password, { remoteAddress: "10.7.7.7" });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      statuses.push((await client.get("/api/address-lookup/places/ChIJ-george-st-1")).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
