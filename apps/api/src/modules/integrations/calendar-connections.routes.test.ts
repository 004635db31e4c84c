import { createHash } from "node:crypto";
import { calendarConnectionSchema, calendarProvidersSchema } from "@portal/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { calendarConnections, oauthStates } from "../../db/schema/index.ts";
import { demoUsers, harbourAdmin } from "../../demo/demo-users.ts";
import { seedIds } from "../../demo/seed.ts";
import { cleanUp } from "../../platform/housekeeping.ts";
import { createSecretBox } from "../../platform/secret-box.ts";
import { codesOf, refusal } from "../../test/answers.ts";
import { type FakeOAuthProvider, startFakeOAuthProvider } from "../../test/fake-oauth-provider.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/helper.ts";
import { oauthStateLifetimeMs } from "./calendar-oauth.ts";

const { admin, sales, dealsOnly } = demoUsers;
const callbackPath = "/api/account/calendar-connections/oauth-callback";
const connected = "/settings/integrations?calendar=connected&provider=GOOGLE";
const failedWith = (reason: string) => `/settings/integrations?calendar=error&reason=${reason}`;

describe("calendar connections", () => {
  let t: TestApp;
  let fake: FakeOAuthProvider;
  let demo: TestClient;
  let harbour: TestClient;

  beforeAll(async () => {
    fake = await startFakeOAuthProvider();
    t = await createTestApp({
      config: {
        publicUrl: "https://portal.example.com",
        calendarOAuth: { GOOGLE: fake.client, MICROSOFT: null },
      },
    });
    demo = await t.signIn(admin.username, admin.password);
    harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const list = async (client: TestClient) => {
    const response = await client.get("/api/account/nylas");
    expect(response.statusCode, response.body).toBe(200);
    return z.array(calendarConnectionSchema).parse(response.json());
  };

  /** Starts a link as this client and answers the authorize URL. */
  const start = async (client: TestClient = demo) => {
    const response = await client.post("/api/account/calendar-connections/authorize", { provider: "GOOGLE" });
    expect(response.statusCode, response.body).toBe(200);
    return new URL(response.json<{ url: string }>().url);
  };

  const callback = (client: TestClient, query: Record<string, string>) =>
    client.get(`${callbackPath}?${new URLSearchParams(query)}`);

  it("answers which providers are configured and the redirect URI to register", async () => {
    const providers = calendarProvidersSchema.parse(
      (await demo.get("/api/account/calendar-providers")).json(),
    );
    expect(providers).toEqual({
      redirectUri: `https://portal.example.com${callbackPath}`,
      providers: [
        { provider: "GOOGLE", configured: true },
        { provider: "MICROSOFT", configured: false },
      ],
    });
  });

  it("connects the portal's own calendar at once under the company's email, once, and disconnects it", async () => {
    expect(await list(demo)).toEqual([]);
    const response = await demo.post("/api/account/calendar-connections/virtual-calendar");
    expect(response.statusCode, response.body).toBe(200);
    const connection = calendarConnectionSchema.parse(response.json());
    expect(connection).toMatchObject({
      provider: "VIRTUAL_CALENDAR",
      status: "VALID",
      email: "hello@demoblinds.test",
    });
    expect(await list(demo)).toEqual([connection]);

    const again = await demo.post("/api/account/calendar-connections/virtual-calendar");
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(refusal("CALENDAR_ALREADY_CONNECTED"));

    // The other dealer neither sees nor removes it.
    expect(await list(harbour)).toEqual([]);
    expect((await harbour.delete(`/api/account/calendar-connections/${connection.id}`)).statusCode).toBe(404);

    const removed = await demo.delete(`/api/account/calendar-connections/${connection.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ ok: true });
    expect(await list(demo)).toEqual([]);
    expect((await demo.delete(`/api/account/calendar-connections/${connection.id}`)).statusCode).toBe(404);
  });

  it("refuses a provider that is unknown or not configured, and a malformed id", async () => {
    const microsoft = await demo.post("/api/account/calendar-connections/authorize", {
      provider: "MICROSOFT",
    });
    expect(microsoft.statusCode).toBe(422);
    expect(codesOf(microsoft.json().errors)).toEqual({ provider: ["PROVIDER_NOT_CONFIGURED"] });
    const unknown = await demo.post("/api/account/calendar-connections/authorize", { provider: "YAHOO" });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(["provider"]);
    const missing = await demo.post("/api/account/calendar-connections/authorize", {});
    expect(Object.keys(missing.json().errors)).toEqual(["provider"]);
    expect((await demo.delete("/api/account/calendar-connections/abc")).statusCode).toBe(422);
  });

  it("links a Google account through the provider: PKCE S256, tokens kept encrypted, back to the page", async () => {
    const authorize = await start();
    expect(`${authorize.origin}${authorize.pathname}`).toBe(fake.client.authorizeUrl);
    const params = Object.fromEntries(authorize.searchParams);
    expect(params).toMatchObject({
      response_type: "code",
      client_id: fake.client.clientId,
      redirect_uri: `https://portal.example.com${callbackPath}`,
      scope: fake.client.scopes,
      code_challenge_method: "S256",
      access_type: "offline",
    });
    expect(params.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the state's hash is kept, and the verifier only encrypted.
    const [pending] = await t.db
      .select()
      .from(oauthStates)
      .where(eq(oauthStates.accountId, seedIds.demoAccount));
    expect(pending?.id).toBe(
      createHash("sha256")
        .update(params.state ?? "")
        .digest("hex"),
    );
    expect(pending?.codeVerifier).toMatch(/^v1\./);

    const code = fake.approve(authorize.toString());
    const back = await callback(demo, { code, state: params.state ?? "" });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(connected);

    // The verifier sent to the token endpoint is the one the challenge was made from.
    const exchange = fake.requests.find((request) => request.path === "/token");
    expect(exchange?.form).toMatchObject({
      grant_type: "authorization_code",
      code,
      redirect_uri: `https://portal.example.com${callbackPath}`,
    });
    // The client authenticates with HTTP Basic (RFC 6749 §2.3.1), its secret not in the form.
    const { clientId, clientSecret } = fake.client;
    expect(exchange?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`,
    );
    expect(exchange?.form).not.toHaveProperty("client_secret");
    expect(
      createHash("sha256")
        .update(exchange?.form.code_verifier ?? "")
        .digest("base64url"),
    ).toBe(params.code_challenge);
    expect(await list(demo)).toEqual([
      { id: expect.any(Number), provider: "GOOGLE", status: "VALID", email: "jo.calendar@example.com" },
    ]);

    // At rest: no token in the clear; the app secret opens them.
    const [row] = await t.db
      .select()
      .from(calendarConnections)
      .where(eq(calendarConnections.accountId, seedIds.demoAccount));
    const tokens = fake.issued.at(-1);
    if (!row || !tokens) throw new Error("no connection stored");
    expect(JSON.stringify(row)).not.toContain(tokens.accessToken);
    expect(JSON.stringify(row)).not.toContain(tokens.refreshToken);
    const box = createSecretBox(t.config.appSecret);
    expect(box.open(row.accessTokenEnc ?? "", "calendar.accessToken")).toBe(tokens.accessToken);
    expect(box.open(row.refreshTokenEnc ?? "", "calendar.refreshToken")).toBe(tokens.refreshToken);
    expect(row.tokenExpiresAt).not.toBeNull();
    expect(await t.db.select().from(oauthStates)).toEqual([]);
    // The other dealer does not see it.
    expect(await list(harbour)).toEqual([]);
  });

  it("uses a state once: coming back again with it is refused", async () => {
    const authorize = await start();
    const state = authorize.searchParams.get("state") ?? "";
    const code = fake.approve(authorize.toString(), "once@example.com");
    expect((await callback(demo, { code, state })).headers.location).toBe(connected);
    const replay = await callback(demo, { code, state });
    expect(replay.headers.location).toBe(failedWith("invalid_state"));
  });

  it("links the same account again by updating it, not adding a second", async () => {
    const before = await list(demo);
    const authorize = await start();
    const code = fake.approve(authorize.toString(), "JO.Calendar@example.com");
    const back = await callback(demo, { code, state: authorize.searchParams.get("state") ?? "" });
    expect(back.headers.location).toBe(connected);
    expect(await list(demo)).toEqual(before);
  });

  it("refuses an unknown state, and a state another employee or account started", async () => {
    expect((await callback(demo, { code: "x", state: "made-up-state" })).headers.location).toBe(
      failedWith("invalid_state"),
    );
    expect((await callback(demo, { code: "x" })).headers.location).toBe(failedWith("invalid_state"));
    const authorize = await start();
    const state = authorize.searchParams.get("state") ?? "";
    const code = fake.approve(authorize.toString(), "stolen@example.com");
    // Someone else's browser cannot complete (or use up) this employee's link.
    expect((await callback(harbour, { code, state })).headers.location).toBe(failedWith("invalid_state"));
    const salesClient = await t.signIn(sales.username, sales.password);
    expect((await callback(salesClient, { code, state })).headers.location).toBe(failedWith("invalid_state"));
    expect((await list(harbour)).map((c) => c.email)).toEqual([]);
    expect((await callback(demo, { code, state })).headers.location).toBe(connected);
  });

  it("refuses a state older than ten minutes", async () => {
    const authorize = await start();
    const code = fake.approve(authorize.toString(), "late@example.com");
    t.clock.advance(oauthStateLifetimeMs + 1000);
    const back = await callback(demo, { code, state: authorize.searchParams.get("state") ?? "" });
    expect(back.headers.location).toBe(failedWith("expired"));
    expect((await list(demo)).map((c) => c.email)).not.toContain("late@example.com");
  });

  it("says so when the person declined at the provider, or the code does not exchange", async () => {
    const declined = await start();
    const back = await callback(demo, {
      error: "access_denied",
      state: declined.searchParams.get("state") ?? "",
    });
    expect(back.headers.location).toBe(failedWith("denied"));

    const wrong = await start();
    const refused = await callback(demo, {
      code: "a-code-the-provider-never-issued",
      state: wrong.searchParams.get("state") ?? "",
    });
    expect(refused.headers.location).toBe(failedWith("failed"));
  });

  it("reads the email from the id_token when the userinfo endpoint answers none", async () => {
    fake.userinfoWithoutEmail = true;
    try {
      const authorize = await start();
      const code = fake.approve(authorize.toString(), "from.id.token@example.com");
      const back = await callback(demo, { code, state: authorize.searchParams.get("state") ?? "" });
      expect(back.headers.location).toBe(connected);
      expect((await list(demo)).map((c) => c.email)).toContain("from.id.token@example.com");
    } finally {
      fake.userinfoWithoutEmail = false;
    }
  });

  it("forgets links started and never finished once they expire", async () => {
    await t.db.delete(oauthStates);
    await start();
    await cleanUp(t.db, t.clock.now(), t.config.sessionIdleMs);
    expect(await t.db.select().from(oauthStates)).toHaveLength(1);
    await cleanUp(
      t.db,
      new Date(t.clock.now().getTime() + oauthStateLifetimeMs + 1000),
      t.config.sessionIdleMs,
    );
    expect(await t.db.select().from(oauthStates)).toEqual([]);
  });

  it("sends a signed-out browser back to the page with a reason, not a 401", async () => {
    const back = await callback(t.client(), { code: "x", state: "y" });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(failedWith("signed_out"));
  });

  it("lets Sales read the connections but not change them, and keeps Deals-only staff out", async () => {
    const salesClient = await t.signIn(sales.username, sales.password);
    expect((await salesClient.get("/api/account/nylas")).statusCode).toBe(200);
    expect((await salesClient.get("/api/account/calendar-providers")).statusCode).toBe(200);
    const connect = await salesClient.post("/api/account/calendar-connections/virtual-calendar");
    expect(connect.statusCode).toBe(403);
    expect(connect.json()).toEqual(refusal("FORBIDDEN"));
    expect(
      (await salesClient.post("/api/account/calendar-connections/authorize", { provider: "GOOGLE" }))
        .statusCode,
    ).toBe(403);
    const [any] = await list(demo);
    expect((await salesClient.delete(`/api/account/calendar-connections/${any?.id}`)).statusCode).toBe(403);

    const dealsOnlyClient = await t.signIn(dealsOnly.username, dealsOnly.password);
    expect((await dealsOnlyClient.get("/api/account/nylas")).statusCode).toBe(403);
    expect((await dealsOnlyClient.get("/api/account/calendar-providers")).statusCode).toBe(403);
  });
});
