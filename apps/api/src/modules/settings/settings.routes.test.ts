import {
  accountSettingsSchema,
  dealerSettingsSchema,
  pdfTemplatesSchema,
  providersSchema,
} from "@portal/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts } from "../../db/schema/index.ts";
import { demoUsers, harbourAdmin } from "../../demo/demo-users.ts";
import { seedIds } from "../../demo/seed.ts";
import { codesOf, refusal } from "../../test/answers.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/helper.ts";

const { admin, dealsOnly, sales } = demoUsers;

const companyUpdate = {
  company_name: "Demo Blinds Company",
  email: "hello@demoblinds.test",
  phone: "02 9876 5432",
  address: { line1: "1 New Street", line2: "", suburb: "Newtown", state: "NSW", postcode: "2042" },
  account_email: "",
  order_confirmation_email: "orders@demoblinds.test",
};

const dealerUpdate = {
  companyLogoDocumentId: null,
  companyDeliveryAddress: "Dock 2, 1 New Street",
  defaultShippingInstructions: "",
  companyDetails: "ABN 12 345 678 901",
  bindingText: "Signed quotes are binding.",
  depositPercentage: 25.5,
  taxRatePercentage: null,
  accountAdjustmentType: "PERCENT_MARGIN",
  accountAdjustmentValue: 33.25,
  quotePricingTaxMode: "EXCLUSIVE",
};

describe("account settings", () => {
  let t: TestApp;
  let demo: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.signIn(admin.username, admin.password);
  });
  afterAll(() => t.close());

  it("answers the company, country, suppliers and modules of the signed-in account", async () => {
    const response = await demo.get("/api/old/account-settings");
    expect(response.statusCode).toBe(200);
    const settings = accountSettingsSchema.parse(response.json());
    expect(settings.main_company).toMatchObject({ name: "Demo Blinds Co", account_id: seedIds.demoAccount });
    expect(settings.main_company.address?.line1).toBe("12 Example Street");
    expect(settings.country).toMatchObject({ iso2_code: "AU", currency_symbol: "$", labor_tax_control: 1 });
    expect(settings.modules).toEqual(["DEALS"]);
    expect(settings.manufacturers.map((m) => m.name)).toEqual([
      "Sunline Blinds",
      "Coastal Shutters & Curtains",
    ]);
    const sunline = settings.manufacturers[0];
    expect(sunline?.shipping_methods.map((m) => m.name)).toEqual(["Courier", "Pick up from factory"]);
    expect(sunline?.customer_settings.default_shipping_method_id).toBe(sunline?.shipping_methods[0]?.id);
  });

  it("answers 401 without a session", async () => {
    expect((await t.client().get("/api/old/account-settings")).statusCode).toBe(401);
  });

  it("requires company name and email, with the spec's messages", async () => {
    const response = await demo.post("/api/old/account-settings/main-company", {
      ...companyUpdate,
      company_name: "  ",
      email: "",
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe("VALIDATION_FAILED");
    expect(codesOf(response.json().errors)).toEqual({
      company_name: ["REQUIRED"],
      email: ["REQUIRED"],
    });
  });

  it("checks the phone against the Australian pattern", async () => {
    const bad = await demo.post("/api/old/account-settings/main-company", {
      ...companyUpdate,
      phone: "12345",
    });
    expect(bad.statusCode).toBe(422);
    expect(codesOf(bad.json().errors)).toEqual({ phone: ["INVALID_PHONE"] });
    const good = await demo.post("/api/old/account-settings/main-company", {
      ...companyUpdate,
      phone: "+61 412 345 678",
    });
    expect(good.statusCode).toBe(200);
  });

  it("checks email formats with the spec's message", async () => {
    const response = await demo.post("/api/old/account-settings/main-company", {
      ...companyUpdate,
      email: "not-an-email",
      account_email: "also bad",
    });
    expect(response.statusCode).toBe(422);
    expect(codesOf(response.json().errors)).toEqual({
      email: ["INVALID_EMAIL"],
      account_email: ["INVALID_EMAIL"],
    });
  });

  it("saves the main company; an empty optional email becomes null", async () => {
    const response = await demo.post("/api/old/account-settings/main-company", companyUpdate);
    expect(response.statusCode).toBe(200);
    const settings = accountSettingsSchema.parse((await demo.get("/api/old/account-settings")).json());
    expect(settings.main_company).toMatchObject({
      name: "Demo Blinds Company",
      phone: "02 9876 5432",
      account_email: null,
      order_confirmation_email: "orders@demoblinds.test",
      address: companyUpdate.address,
    });
  });

  it("reads and saves the ten dealer portal settings", async () => {
    const before = dealerSettingsSchema.parse(
      (await demo.get("/api/old/account-settings/dealer-portal")).json(),
    );
    expect(before).toMatchObject({
      depositPercentage: 50,
      taxRatePercentage: 10,
      quotePricingTaxMode: "INCLUSIVE",
    });
    const saved = await demo.post("/api/old/account-settings/dealer-portal", dealerUpdate);
    expect(saved.statusCode).toBe(200);
    const after = dealerSettingsSchema.parse(
      (await demo.get("/api/old/account-settings/dealer-portal")).json(),
    );
    expect(after).toEqual({
      ...dealerUpdate,
      companyLogoDocumentUrl: null,
      defaultShippingInstructions: null,
    });
  });

  it.each([100, 100.5])("refuses a margin of %s %%", async (percent) => {
    const response = await demo.post("/api/old/account-settings/dealer-portal", {
      ...dealerUpdate,
      accountAdjustmentValue: percent,
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(["accountAdjustmentValue"]);
  });

  it("takes a margin just below 100 % and a mark-up of 100 %", async () => {
    for (const body of [
      { accountAdjustmentType: "PERCENT_MARGIN", accountAdjustmentValue: 99.99 },
      { accountAdjustmentType: "PERCENT_MARK_UP", accountAdjustmentValue: 100 },
    ]) {
      const response = await demo.post("/api/old/account-settings/dealer-portal", {
        ...dealerUpdate,
        ...body,
      });
      expect(response.statusCode).toBe(200);
    }
    await demo.post("/api/old/account-settings/dealer-portal", dealerUpdate);
  });

  it("answers the providers: the built-in contact provider, no PDF service, card payments through the test provider", async () => {
    const providers = providersSchema.parse((await demo.get("/api/providers")).json());
    expect(providers.craftMyPdf).toBe(false);
    expect(providers.stripe).toBe(true);
    expect(providers.contacts).toHaveLength(1);
    expect(providers.contacts[0]).toMatchObject({ schema: "PORTAL", isPrimary: true });
    expect(providers.contacts[0]?.fieldGroups[0]?.fields.map((f) => f.key)).toEqual([
      "name",
      "email",
      "phone",
    ]);
  });
});

describe("settings access follows the Settings feature", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers 403 to a Deals-only employee on the settings screens' calls", async () => {
    const client = await t.signIn(dealsOnly.username, dealsOnly.password);
    expect((await client.get("/api/old/account-settings/dealer-portal")).statusCode).toBe(403);
    const update = await client.post("/api/old/account-settings/dealer-portal", dealerUpdate);
    expect(update.statusCode).toBe(403);
    expect(update.json()).toEqual(refusal("FORBIDDEN"));
    expect((await client.post("/api/old/account-settings/main-company", companyUpdate)).statusCode).toBe(403);
  });

  it("still answers a Deals-only employee the session data every screen loads", async () => {
    const client = await t.signIn(dealsOnly.username, dealsOnly.password);
    expect((await client.get("/api/old/account-settings")).statusCode).toBe(200);
    expect((await client.get("/api/providers")).statusCode).toBe(200);
  });

  it("lets a Sales employee (Settings feature) use them", async () => {
    const client = await t.signIn(sales.username, sales.password);
    expect((await client.get("/api/old/account-settings/dealer-portal")).statusCode).toBe(200);
  });
});

/** GET routes with path parameters, each tried with the other dealer's ids in its own module's tests. */
/** Routes whose own tests try the other dealer's ids (workflows, deals and contacts tests). */
const crossTenantTested = new Set([
  "/api/workflows/{id}",
  "/api/workflows/{id}/schema",
  "/api/workflows/{id}/deals",
  "/api/workflows/{id}/board",
  "/api/workflows/{id}/board/{statusId}",
  "/api/workflows/by-slug/{slug}/board",
  "/api/deals/{id}",
  "/api/contacts/{id}",
  "/api/deals/{id}/checklists/{dataSourceId}",
  "/api/deals/{id}/notes",
  "/api/deals/{id}/payments",
  // A share token names one quote and is the only key: customer-quote.routes.test.ts tries others.
  "/api/customerquote/{id}",
  // Needs its text (q): search.routes.test.ts searches both dealers for the same words.
  "/api/search",
  "/api/customerquote/{id}/payments",
  "/api/customerquote/{id}/pdf",
  "/api/deals/{id}/related-deals",
  "/api/deals/{id}/documents",
  "/api/documents/{id}/download",
  "/api/catalogue/products/{id}",
  "/api/deals/{id}/quotes",
  "/api/quotes/{id}",
  "/api/quotes/{id}/pdf/{kind}",
  "/api/order-lines/{id}",
  // purchase-orders.routes.test.ts: another dealer's order answers 404 and stays out of the list.
  "/api/purchase-orders/{id}",
  "/api/purchase-orders/{id}/pdf",
  // supplier-orders.routes.test.ts: another dealer's supplier order answers 404; a link opens one order.
  "/api/purchase-orders/{id}/supplier-orders/{supplierOrderId}",
  "/api/purchase-orders/{id}/supplier-orders/{supplierOrderId}/history",
  "/api/public/supplier-order/{token}",
  "/api/public/supplier-order/{token}/pdf",
  "/api/suppliers/{manufacturerId}/api-tokens",
  // legacy-orders.routes.test.ts: another dealer's contact and legacy order answer 404.
  "/api/contacts/{id}/legacy-orders",
  "/api/legacy-orders/{id}",
  // personnel.routes.test.ts: another dealer's person answers 404 and stays out of the list.
  "/api/personnel/{id}",
  // calendar-feed.routes.test.ts: another dealer's person answers 404 for every feed call.
  "/api/personnel/{id}/calendar-feed",
  // The feed takes its token, not a session: one person's token shows their account's appointments only.
  "/api/calendar/feed/{token}.ics",
  // appointments.routes.test.ts: another dealer's deal and appointment answer 404 and stay out of ranges.
  "/api/deals/{id}/appointments",
  "/api/appointments/{id}",
  // address-lookup.routes.test.ts: a maps provider's places belong to no account; each dealer's lookup
  // searches its own country only.
  "/api/address-lookup/suggestions",
  "/api/address-lookup/places/{placeId}",
  // employees.routes.test.ts: another dealer's employee answers 404, also as a check's exclusion.
  "/api/old/employees/{id}",
  "/api/old/employees/check/email/{excludeId}",
  "/api/old/employees/check/username/{excludeId}",
  // A redirect, never a page of data: integrations' calendar-connections.routes.test.ts completes a link
  // only for the employee and account that started it.
  "/api/account/calendar-connections/oauth-callback",
]);

describe("tenant isolation", () => {
  let t: TestApp;
  let demo: TestClient;
  let harbour: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    // The second dealer gets the personnel toggle too, so the sweep below reads /personnel as both.
    await t.db
      .update(accounts)
      .set({ personnelEnabled: true })
      .where(eq(accounts.id, seedIds.harbourAccount));
    demo = await t.signIn(admin.username, admin.password);
    harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
  });
  afterAll(() => t.close());

  it("shows the second dealer its own company, suppliers and settings only", async () => {
    const settings = accountSettingsSchema.parse((await harbour.get("/api/old/account-settings")).json());
    expect(settings.main_company).toMatchObject({
      name: "Harbour Shutters",
      account_id: seedIds.harbourAccount,
      address: null,
    });
    expect(settings.manufacturers.map((m) => m.name)).toEqual(["Coastal Shutters & Curtains"]);
    const dealer = dealerSettingsSchema.parse(
      (await harbour.get("/api/old/account-settings/dealer-portal")).json(),
    );
    expect(dealer).toMatchObject({ depositPercentage: 30, accountAdjustmentType: "PERCENT_MARGIN" });
  });

  it("never shows either dealer's data to the other through any signed-in GET route", async () => {
    const spec = (await t.client().get("/api/openapi.json")).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const getPaths = Object.entries(spec.paths)
      // A supplier system's calls take its API token, not a session: supplier-orders.routes.test.ts scopes them.
      .filter(
        ([p, methods]) =>
          "get" in methods &&
          p.startsWith("/api/") &&
          !p.startsWith("/api/public/") &&
          !p.startsWith("/api/supplier/"),
      )
      .map(([p]) => p);
    expect(getPaths.length).toBeGreaterThanOrEqual(4);
    for (const path of getPaths) {
      if (crossTenantTested.has(path)) continue;
      expect(path, "a route with path parameters needs its own cross-tenant case").not.toMatch(/\{/);
      const asHarbour = await harbour.get(path);
      expect(asHarbour.statusCode, path).toBe(200);
      expect(asHarbour.body, path).not.toMatch(/Demo Blinds|demoblinds|Sunline|Example Street/);
      expect(asHarbour.body, path).not.toContain(seedIds.demoAccount);
      const asDemo = await demo.get(path);
      expect(asDemo.statusCode, path).toBe(200);
      expect(asDemo.body, path).not.toMatch(/Harbour Shutters|harbourshutters/);
      expect(asDemo.body, path).not.toContain(seedIds.harbourAccount);
    }
  });

  it("changes only the caller's own company and settings", async () => {
    expect(
      (
        await harbour.post("/api/old/account-settings/main-company", {
          ...companyUpdate,
          company_name: "Harbour Renamed",
        })
      ).statusCode,
    ).toBe(200);
    expect((await harbour.post("/api/old/account-settings/dealer-portal", dealerUpdate)).statusCode).toBe(
      200,
    );
    const demoSettings = accountSettingsSchema.parse((await demo.get("/api/old/account-settings")).json());
    expect(demoSettings.main_company.name).toBe("Demo Blinds Co");
    expect(demoSettings.main_company.address?.line1).toBe("12 Example Street");
    const demoDealer = dealerSettingsSchema.parse(
      (await demo.get("/api/old/account-settings/dealer-portal")).json(),
    );
    expect(demoDealer.depositPercentage).toBe(50);
    const harbourSettings = accountSettingsSchema.parse(
      (await harbour.get("/api/old/account-settings")).json(),
    );
    expect(harbourSettings.main_company.name).toBe("Harbour Renamed");
  });
});

describe("PDF templates", () => {
  let t: TestApp;
  let demo: TestClient;
  let harbour: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.signIn(admin.username, admin.password);
    harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
  });
  afterAll(() => t.close());

  const put = (client: TestClient, payload: unknown) =>
    client.request({ method: "PUT", url: "/api/account/pdf-templates", payload: payload as object });
  const enabled = async (client: TestClient) =>
    Object.fromEntries(
      pdfTemplatesSchema
        .parse((await client.get("/api/account/pdf-templates")).json())
        .templates.map((item) => [item.kind, item.enabled]),
    );

  it("lists every template, all switched on for a new account", async () => {
    expect(await enabled(demo)).toEqual({ quote: true, measure: true, install: true });
  });

  it("switches templates off and on; kinds not sent keep their state", async () => {
    const off = await put(demo, {
      templates: [
        { kind: "measure", enabled: false },
        { kind: "install", enabled: false },
      ],
    });
    expect(off.statusCode).toBe(200);
    expect(pdfTemplatesSchema.parse(off.json()).templates).toEqual([
      { kind: "quote", enabled: true },
      { kind: "measure", enabled: false },
      { kind: "install", enabled: false },
    ]);
    expect((await put(demo, { templates: [{ kind: "install", enabled: true }] })).statusCode).toBe(200);
    expect(await enabled(demo)).toEqual({ quote: true, measure: false, install: true });
    // Switching off twice stores it once.
    await put(demo, { templates: [{ kind: "measure", enabled: false }] });
    await put(demo, { templates: [{ kind: "measure", enabled: true }] });
    expect(await enabled(demo)).toEqual({ quote: true, measure: true, install: true });
  });

  it("refuses an unknown kind, a kind sent twice and an empty list, changing nothing", async () => {
    for (const templates of [
      [{ kind: "invoice", enabled: false }],
      [
        { kind: "quote", enabled: false },
        { kind: "quote", enabled: true },
      ],
      [],
    ]) {
      expect((await put(demo, { templates })).statusCode).toBe(422);
    }
    expect(await enabled(demo)).toEqual({ quote: true, measure: true, install: true });
  });

  it("changes only the caller's account", async () => {
    await put(harbour, { templates: [{ kind: "quote", enabled: false }] });
    expect((await enabled(harbour)).quote).toBe(false);
    expect((await enabled(demo)).quote).toBe(true);
    await put(harbour, { templates: [{ kind: "quote", enabled: true }] });
  });

  it("follows the Settings feature like the other settings calls", async () => {
    const client = await t.signIn(dealsOnly.username, dealsOnly.password);
    expect((await client.get("/api/account/pdf-templates")).statusCode).toBe(403);
    const refused = await put(client, { templates: [{ kind: "quote", enabled: false }] });
    expect(refused.statusCode).toBe(403);
    expect((await enabled(demo)).quote).toBe(true);
  });
});

describe("suppliers", () => {
  it("lists the suppliers with their catalogue brands and sets a default shipping method, blank allowed", async () => {
    const t = await createTestApp();
    try {
      const demo = await t.signIn(demoUsers.admin.username, demoUsers.admin.password);
      const list = (await demo.get("/api/old/manufacturers")).json() as {
        data: { id: number; name: string; brands: { name: string }[]; shipping_methods: { id: number }[] }[];
      };
      expect(list.data.map((supplier) => supplier.name)).toEqual([
        "Sunline Blinds",
        "Coastal Shutters & Curtains",
      ]);
      expect(list.data[0]?.brands.map((brand) => brand.name)).toEqual(["Sunline"]);
      const [sunline, coastal] = list.data;
      const url = `/api/old/account-settings/manufacturer/${coastal?.id}/customer-settings`;
      const method = coastal?.shipping_methods[1]?.id;
      expect((await demo.post(url, { default_shipping_method_id: method })).statusCode).toBe(200);
      const settings = (await demo.get("/api/old/account-settings")).json() as {
        manufacturers: { id: number; customer_settings: { default_shipping_method_id: number | null } }[];
      };
      expect(
        settings.manufacturers.find((supplier) => supplier.id === coastal?.id)?.customer_settings,
      ).toEqual({
        default_shipping_method_id: method,
      });
      expect((await demo.post(url, { default_shipping_method_id: null })).statusCode).toBe(200);
      const wrong = await demo.post(url, { default_shipping_method_id: sunline?.shipping_methods[0]?.id });
      expect(wrong.statusCode).toBe(422);

      const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
      const other = await harbour.post(
        `/api/old/account-settings/manufacturer/${sunline?.id}/customer-settings`,
        {
          default_shipping_method_id: null,
        },
      );
      expect(other.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
