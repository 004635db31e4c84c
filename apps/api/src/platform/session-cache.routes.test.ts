// Two API "processes" on one database, each with its own session cache: a change made through one,
// or by hand in the database, is never answered from the other's cache.

import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { employees, roles, sessions } from "../db/schema/index.ts";
import { demoUsers } from "../demo/demo-users.ts";
import { createTestApp, type TestApp, type TestClient } from "../test/helper.ts";
import { createMemoryMailer } from "./mail.ts";
import { startSessionCache } from "./session-cache.ts";
import { hashToken } from "./session-store.ts";

const { sales } = demoUsers;

/** The other process's answer to GET /api/me with this client's cookies. */
async function meOn(app: FastifyInstance, client: TestClient) {
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  return app.inject({ method: "GET", url: "/api/me", headers: { cookie } });
}

/**
 * The other process hears the database's announcement over its own connection: on PostgreSQL that
 * takes a moment after the commit, so wait for it (briefly) rather than assume it is instant.
 */
async function settles(check: () => Promise<boolean>): Promise<boolean> {
  for (let tries = 0; tries < 50; tries += 1) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return false;
}

describe("session cache across processes", () => {
  let t: TestApp;
  let other: FastifyInstance;
  let closeOther: () => Promise<void>;
  beforeAll(async () => {
    t = await createTestApp();
    const sessions = await startSessionCache(t.database);
    other = await buildApp(
      {
        config: t.config,
        db: t.db,
        mailer: createMemoryMailer(),
        files: t.files,
        now: t.clock.now,
        sessionCache: sessions.cache,
      },
      { logger: false },
    );
    await other.ready();
    closeOther = async () => {
      await other.close();
      await sessions.close();
    };
  });
  afterAll(async () => {
    await closeOther();
    await t.close();
  });

  it("a session made on one process works on the other, and a sign-out on one is refused on both", async () => {
    const client = await t.signIn(sales.username, sales.password);
    expect((await meOn(other, client)).statusCode).toBe(200);
    expect((await meOn(other, client)).statusCode).toBe(200);
    expect((await client.get("/api/me")).statusCode).toBe(200);
    const kept = new Map(client.cookies);

    expect((await client.post("/api/auth/logout")).statusCode).toBe(200);
    const stale = { cookies: kept } as TestClient;
    // The process that signed out forgets at once; the other as soon as the database tells it.
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: "/api/me",
          headers: { cookie: [...kept].map(([n, v]) => `${n}=${v}`).join("; ") },
        })
      ).statusCode,
    ).toBe(401);
    expect(await settles(async () => (await meOn(other, stale)).statusCode === 401)).toBe(true);
  });

  it("answers from the cache, and the database's announcement is what ends it", async () => {
    const client = await t.signIn(sales.username, sales.password);
    expect((await meOn(other, client)).statusCode).toBe(200);
    const token = client.cookies.get("portal_session");
    if (!token) throw new Error("no session cookie");
    const id = hashToken(token);
    // Deleted with triggers switched off (no announcement): the other process still answers from its
    // cache, which shows it did not read the rows again…
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.delete(sessions).where(eq(sessions.id, id));
    });
    expect((await meOn(other, client)).statusCode).toBe(200);
    // …until the database announces the change, as its trigger does for every real one.
    await t.db.execute(sql`SELECT pg_notify('auth_changed', ${`s:${id}`})`);
    expect(await settles(async () => (await meOn(other, client)).statusCode === 401)).toBe(true);
  });

  it("a change made by hand in the database (employee disabled, role changed) reaches both caches", async () => {
    const client = await t.signIn(sales.username, sales.password);
    const first = await meOn(other, client);
    expect(first.json().permissions).toContain("quotes");
    const [employee] = await t.db
      .select({ id: employees.id, roleId: employees.roleId })
      .from(employees)
      .where(eq(employees.username, sales.username));
    if (!employee?.roleId) throw new Error("sales has a role");
    const [role] = await t.db.select().from(roles).where(eq(roles.id, employee.roleId));
    if (!role) throw new Error("role missing");

    await t.db
      .update(roles)
      .set({ permissions: role.permissions.filter((permission) => permission !== "quotes") })
      .where(eq(roles.id, role.id));
    expect(
      await settles(async () => !(await meOn(other, client)).json().permissions.includes("quotes")),
    ).toBe(true);
    expect((await client.get("/api/me")).json().permissions).not.toContain("quotes");

    await t.db.update(employees).set({ status: "disabled" }).where(eq(employees.id, employee.id));
    expect(await settles(async () => (await meOn(other, client)).statusCode === 401)).toBe(true);
    expect((await client.get("/api/me")).statusCode).toBe(401);

    await t.db.update(employees).set({ status: "active" }).where(eq(employees.id, employee.id));
    await t.db.update(roles).set({ permissions: role.permissions }).where(eq(roles.id, role.id));
  });
});
