import { meSchema } from "@portal/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { employees } from "../../db/schema/index.ts";
import { demoUsers, harbourAdmin } from "../../demo/demo-users.ts";
import { seedIds } from "../../demo/seed.ts";
import { codesOf, refusal } from "../../test/answers.ts";
import { createTestApp, type TestApp } from "../../test/helper.ts";

const { admin, sales, dealsOnly, supplierRep } = demoUsers;
const minute = 60_000;

function setCookie(response: { headers: Record<string, unknown> }, name: string): string | undefined {
  const header = response.headers["set-cookie"];
  const all = Array.isArray(header) ? header : [header];
  return all.find((value): value is string => typeof value === "string" && value.startsWith(`${name}=`));
}

describe("sign-in, /me and sign-out", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("signs in with the right password and answers the signed-in user", async () => {
    const client = t.client();
    const response = await client.post("/api/auth", { username: admin.username, password: admin.password });
    expect(response.statusCode).toBe(200);
    const me = meSchema.parse(response.json());
    expect(me.name).toBe("Alex Morgan");
    expect(me.account.id).toBe(seedIds.demoAccount);
    expect(me.account.countryCode).toBe("AU");
    expect(me.principal).toMatchObject({ type: "LEGACY_EMPLOYEE", employeeType: "ADMIN", flags: [] });
  });

  it("accepts the username in any case", async () => {
    const response = await t.client().post("/api/auth", { username: "DEMO", password: admin.password });
    expect(response.statusCode).toBe(200);
  });

  it("sets an HttpOnly SameSite=Lax session cookie and a readable CSRF cookie", async () => {
    const response = await t
      .client()
      .post("/api/auth", { username: admin.username, password: admin.password });
    const session = setCookie(response, "portal_session");
    expect(session).toBeDefined();
    expect(session).toMatch(/; HttpOnly/);
    expect(session).toMatch(/; SameSite=Lax/);
    expect(session).toMatch(/; Path=\//);
    expect(session).not.toMatch(/; Secure/);
    // ≥128 bits: 32 random bytes in base64url.
    expect(session?.split(";")[0]?.split("=")[1]?.length).toBeGreaterThanOrEqual(43);
    const csrf = setCookie(response, "XSRF-TOKEN");
    expect(csrf).toBeDefined();
    expect(csrf).not.toMatch(/HttpOnly/);
  });

  it.each([
    ["wrong password", admin.username, "not-the-password"],
    ["unknown user", "nobody-here", "whatever123"],
  ])("answers 400 with the same message for a %s", async (_case, username, password) => {
    const response = await t.client().post("/api/auth", { username, password });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal("LOGIN_FAILED"));
    expect(setCookie(response, "portal_session")).toBeUndefined();
  });

  it("answers a disabled employee like a wrong password", async () => {
    await t.db.update(employees).set({ status: "disabled" }).where(eq(employees.username, sales.username));
    try {
      const response = await t
        .client()
        .post("/api/auth", { username: sales.username, password: sales.password });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusal("LOGIN_FAILED"));
    } finally {
      await t.db.update(employees).set({ status: "active" }).where(eq(employees.username, sales.username));
    }
  });

  it("ends the sessions of an employee who is disabled", async () => {
    const client = await t.signIn(sales.username, sales.password);
    await t.db.update(employees).set({ status: "disabled" }).where(eq(employees.username, sales.username));
    try {
      expect((await client.get("/api/me")).statusCode).toBe(401);
    } finally {
      await t.db.update(employees).set({ status: "active" }).where(eq(employees.username, sales.username));
    }
  });

  it("answers 422 with the spec's messages when fields are empty", async () => {
    const response = await t.client().post("/api/auth", { username: "", password: "" });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe("VALIDATION_FAILED");
    expect(codesOf(response.json().errors)).toEqual({ username: ["REQUIRED"], password: ["REQUIRED"] });
  });

  it("answers 401 to /me without a session, and hands out a CSRF cookie", async () => {
    const response = await t.client().get("/api/me");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(refusal("UNAUTHENTICATED"));
    expect(setCookie(response, "XSRF-TOKEN")).toBeDefined();
  });

  it("rotates the session on sign-in: the previous session stops working", async () => {
    const client = await t.signIn(admin.username, admin.password);
    const before = client.cookies.get("portal_session");
    await client.post("/api/auth", { username: admin.username, password: admin.password });
    const after = client.cookies.get("portal_session");
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect((await client.get("/api/me")).statusCode).toBe(200);
    const stale = await t.app.inject({
      method: "GET",
      url: "/api/me",
      cookies: { portal_session: before ?? "" },
    });
    expect(stale.statusCode).toBe(401);
  });

  it("signs out: the session ends and its cookie no longer works", async () => {
    const client = await t.signIn(admin.username, admin.password);
    const token = client.cookies.get("portal_session") ?? "";
    const response = await client.post("/api/auth/logout");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(client.cookies.has("portal_session")).toBe(false);
    expect((await client.get("/api/me")).statusCode).toBe(401);
    const replay = await t.app.inject({ method: "GET", url: "/api/me", cookies: { portal_session: token } });
    expect(replay.statusCode).toBe(401);
  });

  it.each([
    [
      admin,
      {
        Settings: true,
        SettingsEmployees: true,
        SettingsWorkflows: true,
        Purchasing: true,
        // The private toggle and badge are the supplier's (spec 000 §6); administrators see private orders.
        manufacturer_private_orders: false,
        LegacyOrders: false,
      },
    ],
    [
      sales,
      {
        Settings: true,
        SettingsEmployees: false,
        SettingsWorkflows: false,
        Purchasing: true,
        manufacturer_private_orders: false,
      },
    ],
    [
      dealsOnly,
      {
        Settings: false,
        SettingsEmployees: false,
        SettingsIntegrations: false,
        Purchasing: false,
        Deals: true,
      },
    ],
    [
      supplierRep,
      { Settings: true, SettingsEmployees: false, manufacturer_private_orders: true, Deals: true },
    ],
  ])("computes the features of $username", async (user, expected) => {
    const client = await t.signIn(user.username, user.password);
    const response = await client.get("/api/me");
    expect(response.statusCode).toBe(200);
    const me = meSchema.parse(response.json());
    expect(me.features).toMatchObject({ ...expected, personnel: true });
    expect(me.principal?.employeeType).toBe(user.employeeType);
    expect(me.principal?.flags).toEqual(user.flags);
    expect(me.account.modules).toEqual(["DEALS"]);
  });

  it("answers the role's permissions", async () => {
    const adminMe = meSchema.parse(
      (await (await t.signIn(admin.username, admin.password)).get("/api/me")).json(),
    );
    expect(adminMe.permissions).toContain("settings");
    const salesMe = meSchema.parse(
      (await (await t.signIn(sales.username, sales.password)).get("/api/me")).json(),
    );
    expect(salesMe.permissions).toEqual(["deals", "quotes", "contacts.create", "orders"]);
  });

  it("answers the second dealer's own account", async () => {
    const client = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    const me = meSchema.parse((await client.get("/api/me")).json());
    expect(me.account.id).toBe(seedIds.harbourAccount);
    expect(me.name).toBe("Jordan Blake");
    expect(me.features.personnel).toBe(false);
    expect(me.account.modules).toEqual(["DEALS", "BURNS_LEGACY_ORDERS"]);
    expect(me.features.LegacyOrders).toBe(true);
  });
});

describe("session expiry", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("ends a session left idle longer than SESSION_IDLE_MINUTES, keeps one in use", async () => {
    const client = await t.signIn(admin.username, admin.password);
    const idle = t.config.sessionIdleMs;
    t.clock.advance(idle - 5 * minute);
    expect((await client.get("/api/me")).statusCode).toBe(200);
    t.clock.advance(idle - 5 * minute);
    expect((await client.get("/api/me")).statusCode).toBe(200);
    t.clock.advance(idle + minute);
    const expired = await client.get("/api/me");
    expect(expired.statusCode).toBe(401);
    // The dead cookie is cleared so the browser stops sending it.
    expect(client.cookies.has("portal_session")).toBe(false);
  });

  it("ends a session SESSION_ABSOLUTE_HOURS after sign-in even when in use", async () => {
    const client = await t.signIn(admin.username, admin.password);
    const step = t.config.sessionIdleMs / 2;
    let elapsed = 0;
    while (elapsed + step < t.config.sessionAbsoluteMs) {
      t.clock.advance(step);
      elapsed += step;
      expect((await client.get("/api/me")).statusCode).toBe(200);
    }
    t.clock.advance(t.config.sessionAbsoluteMs - elapsed + minute);
    expect((await client.get("/api/me")).statusCode).toBe(401);
  });
});

describe("Secure cookies behind https", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { publicUrl: "https://portal.example.test", secureCookies: true } });
  });
  afterAll(() => t.close());

  it("uses a __Host- prefixed Secure session cookie and a Secure CSRF cookie", async () => {
    const client = t.client();
    const response = await client.post("/api/auth", { username: admin.username, password: admin.password });
    expect(response.statusCode).toBe(200);
    const session = setCookie(response, "__Host-portal_session");
    expect(session).toMatch(/; Secure/);
    expect(session).toMatch(/; Path=\//);
    expect(session).not.toMatch(/Domain=/);
    expect(setCookie(response, "XSRF-TOKEN")).toMatch(/; Secure/);
    expect((await client.get("/api/me")).statusCode).toBe(200);
  });
});

describe("CSRF", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const credentials = { username: admin.username, password: admin.password };

  it("refuses sign-in without the X-XSRF-TOKEN header", async () => {
    const client = t.client();
    await client.get("/api/me");
    const response = await client.request({
      method: "POST",
      url: "/api/auth",
      payload: credentials,
      csrf: false,
    });
    expect(response.statusCode).toBe(419);
    expect(response.json()).toEqual(refusal("CSRF_MISMATCH"));
  });

  it("refuses sign-in with a header that does not match the cookie", async () => {
    const client = t.client();
    await client.get("/api/me");
    const response = await client.request({
      method: "POST",
      url: "/api/auth",
      payload: credentials,
      csrf: "forged.token",
    });
    expect(response.statusCode).toBe(419);
  });

  it("refuses a made-up token sent as both cookie and header", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth",
      payload: credentials,
      cookies: { "XSRF-TOKEN": "abc.def" },
      headers: { "x-xsrf-token": "abc.def" },
    });
    expect(response.statusCode).toBe(419);
  });

  it("refuses a signed-in call without the header", async () => {
    const client = await t.signIn(admin.username, admin.password);
    const response = await client.request({ method: "POST", url: "/api/auth/logout", csrf: false });
    expect(response.statusCode).toBe(419);
    expect((await client.get("/api/me")).statusCode).toBe(200);
  });

  it("binds the token to the session: the token from before sign-in stops working after it", async () => {
    const client = t.client();
    await client.get("/api/me");
    const anonymousToken = client.cookies.get("XSRF-TOKEN") ?? "";
    await client.post("/api/auth", credentials);
    const fresh = client.cookies.get("XSRF-TOKEN");
    expect(fresh).not.toBe(anonymousToken);
    client.cookies.set("XSRF-TOKEN", anonymousToken);
    const stale = await client.post("/api/auth/logout");
    expect(stale.statusCode).toBe(419);
  });
});
