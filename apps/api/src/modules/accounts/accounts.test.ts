// A dealer's first account on an empty database (`npm run account:create`): its admin signs in and
// every screen's reads answer, with nothing set up yet; and the refusals, which change nothing.
import {
  dealCardSchema,
  dealSchema,
  type Me,
  meSchema,
  passwordMinLength,
  workflowSchema,
  workflowSummarySchema,
} from "@portal/contract";
import { type AccessAction, accessRules, can, permissions } from "@portal/domain";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { accounts, companies, countries, dealerSettings, employees, roles } from "../../db/schema/index.ts";
import { AppError } from "../../platform/errors.ts";
import type { RouteAccess } from "../../platform/route.ts";
import { codesOf } from "../../test/answers.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/helper.ts";
import { uploadJson } from "../../test/kits/workflows.test-kit.ts";
import { createDealerAccount, type NewDealerAccount } from "./accounts.service.ts";

const first = {
  companyName: "Acme Blinds",
  username: "jane",
  email: "jane@acmeblinds.test",
  firstName: "Jane",
  lastName: "Citizen",
  password: "correct horse battery",
} satisfies NewDealerAccount;

/** The field errors' codes a refused creation carries (fails the test when it is not refused). */
async function refusedCodes(t: TestApp, input: NewDealerAccount): Promise<Record<string, string[]>> {
  const refusal = await createDealerAccount(t.db, input, { now: t.clock.now() }).then(
    () => null,
    (error: unknown) => error,
  );
  expect(refusal).toBeInstanceOf(AppError);
  expect(refusal).toMatchObject({ statusCode: 422, code: "VALIDATION_FAILED" });
  return codesOf((refusal as AppError).errors);
}

async function rowCounts(t: TestApp): Promise<number[]> {
  const tables = [accounts, companies, dealerSettings, roles, employees];
  return Promise.all(tables.map(async (table) => (await t.db.select({ n: count() }).from(table))[0]?.n ?? 0));
}

describe("the first dealer account on an empty database", () => {
  let t: TestApp;
  let admin: TestClient;
  let me: Me;
  const routes: Array<{ method: string; url: string; access: RouteAccess | undefined }> = [];

  beforeAll(async () => {
    t = await createTestApp({
      database: "empty",
      onRoute: (route) => {
        for (const method of [route.method].flat()) {
          routes.push({ method, url: route.url, access: route.config?.access });
        }
      },
    });
    expect(await t.db.select({ n: count() }).from(countries)).toEqual([{ n: 0 }]);
    await createDealerAccount(t.db, first, { now: t.clock.now() });
    admin = await t.signIn("Jane", first.password);
    const response = await admin.get("/api/me");
    expect(response.statusCode).toBe(200);
    me = meSchema.parse(response.json());
  });
  afterAll(() => t.close());

  it("signs the admin in as an ADMIN with every permission, in a dealer with Deals", () => {
    expect(me.name).toBe("Jane Citizen");
    expect(me.username).toBe("jane");
    expect(me.principal).toMatchObject({ employeeType: "ADMIN", flags: [] });
    expect([...me.permissions].sort()).toEqual([...permissions].sort());
    expect(me.account).toMatchObject({ countryCode: "AU", modules: ["DEALS"] });
    expect(me.features).toMatchObject({
      Deals: true,
      Purchasing: true,
      Settings: true,
      SettingsWorkflows: true,
      SettingsCustomFields: true,
      SettingsEmployees: true,
    });
    // Every action of the access table that needs no account toggle or extra module is the admin's
    // (personnel and private orders are toggles, off for a new account; legacy orders a module).
    const refused = (Object.keys(accessRules) as AccessAction[]).filter((action) => !can(me, action));
    expect(refused).toEqual(["personnel.view", "personnel.edit", "legacyOrders.view", "orders.private"]);
  });

  it("answers every read without an id the way the access table says, never a server error", async () => {
    const reads = routes.filter(
      (route) =>
        route.method === "GET" &&
        route.url.startsWith("/api/") &&
        !route.url.includes(":") &&
        !route.url.startsWith("/api/docs") &&
        route.url !== "/api/openapi.json" &&
        route.access !== "public",
    );
    expect(reads.length).toBeGreaterThan(15);
    // A read that needs its query gets a sample one. No maps provider is configured here, so the
    // address lookup, allowed, answers that it is off.
    const samples: Record<string, { query: string; allowedStatus?: number }> = {
      "/api/search": { query: "?q=blinds" },
      "/api/address-lookup/suggestions": { query: "?q=George%20Street", allowedStatus: 404 },
    };
    const answers = await Promise.all(
      reads.map(async (route) => {
        const query = samples[route.url]?.query ?? "";
        return `${(await admin.get(`${route.url}${query}`)).statusCode} ${route.url}`;
      }),
    );
    const expected = reads.map((route) => {
      const allowed = route.access === undefined || can(me, route.access as AccessAction);
      return `${allowed ? (samples[route.url]?.allowedStatus ?? 200) : 403} ${route.url}`;
    });
    expect(answers).toEqual(expected);
  });

  it("shows the company, its country and the dealer settings as Settings loads them", async () => {
    const settings = (await admin.get("/api/old/account-settings")).json();
    expect(settings).toMatchObject({
      main_company: {
        name: "Acme Blinds",
        email: "jane@acmeblinds.test",
        timezone: "Australia/Sydney",
        address: null,
      },
      country: { iso2_code: "AU", currency_code: "AUD" },
      manufacturers: [],
      modules: ["DEALS"],
    });
    expect((await admin.get("/api/old/account-settings/dealer-portal")).json()).toMatchObject({
      accountAdjustmentType: "PERCENT_MARK_UP",
      accountAdjustmentValue: 0,
      quotePricingTaxMode: "INCLUSIVE",
    });
  });

  it("has an empty dashboard and no workflow until the admin imports one; then its board is empty", async () => {
    expect((await admin.get("/api/dashboard/pipeline")).json()).toEqual([]);
    expect((await admin.get("/api/workflows")).json()).toEqual([]);
    expect((await admin.get("/api/deals")).json()).toEqual([]);

    const imported = await uploadJson(admin, {
      schemaVersion: 1,
      name: "Sales",
      statuses: [
        { name: "New Lead", phase: "NEW" },
        { name: "Won", phase: "CLOSED" },
      ],
      flags: [],
      modules: [],
    });
    expect(imported.statusCode).toBe(200);
    const workflow = workflowSchema.parse(imported.json());
    const board = await admin.get(`/api/workflows/${workflow.id}/deals`);
    expect(board.statusCode).toBe(200);
    expect(board.json()).toEqual([]);
    const [summary] = z
      .array(workflowSummarySchema)
      .parse((await admin.get("/api/dashboard/pipeline")).json());
    expect(summary).toMatchObject({ workflow: { name: "Sales" }, dealCount: 0 });

    // The account's first deal takes the first number, like every account's.
    const created = await admin.post("/api/deals", { workflowId: workflow.id, name: "Smith – lounge" });
    expect(created.statusCode).toBe(200);
    expect(dealSchema.parse(created.json())).toMatchObject({ tuid: 1001 });
    const cards = z
      .array(dealCardSchema)
      .parse((await admin.get(`/api/workflows/${workflow.id}/deals`)).json());
    expect(cards.map((card) => card.name)).toEqual(["Smith – lounge"]);
  });

  it("refuses a username anyone has already, in any case, and changes nothing", async () => {
    const before = await rowCounts(t);
    expect(
      await refusedCodes(t, { ...first, companyName: "Other Blinds", username: "JANE", email: "x@y.test" }),
    ).toEqual({ username: ["USERNAME_TAKEN"] });
    expect(await rowCounts(t)).toEqual(before);
  });

  it("refuses a short password, a bad email and missing names, all at once", async () => {
    const before = await rowCounts(t);
    const codes = await refusedCodes(t, {
      companyName: "  ",
      username: "bob",
      email: "bob@nowhere",
      firstName: "Bob",
      lastName: "",
      password: "x".repeat(passwordMinLength - 1),
    });
    expect(codes).toEqual({
      companyName: ["REQUIRED"],
      email: ["INVALID_EMAIL"],
      lastName: ["REQUIRED"],
      password: ["TOO_SHORT"],
    });
    expect(await refusedCodes(t, { ...first, username: "bob", timezone: "Mars/Olympus_Mons" })).toEqual({
      timezone: ["INVALID_VALUE"],
    });
    expect(await rowCounts(t)).toEqual(before);
  });

  it("creates a second dealer in another country beside the first, sharing nothing", async () => {
    const created = await createDealerAccount(
      t.db,
      {
        ...first,
        companyName: "Kiwi Shutters",
        username: "kiri",
        email: "kiri@kiwishutters.test",
        country: "NZ",
        timezone: "pacific/auckland",
      },
      { now: t.clock.now() },
    );
    const kiri = await t.signIn("kiri", first.password);
    const kiriMe = meSchema.parse((await kiri.get("/api/me")).json());
    expect(kiriMe.account).toMatchObject({ id: created.accountId, countryCode: "NZ" });
    expect(kiriMe.account.id).not.toBe(me.account.id);
    expect((await kiri.get("/api/old/account-settings")).json()).toMatchObject({
      main_company: { name: "Kiwi Shutters", timezone: "Pacific/Auckland" },
    });
    expect((await kiri.get("/api/workflows")).json()).toEqual([]);
  });
});
