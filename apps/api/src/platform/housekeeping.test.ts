import { PGlite } from "@electric-sql/pglite";
import { count, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromPglite } from "../db/client.ts";
import { rateLimitEvents, sessions } from "../db/schema/index.ts";
import { demoUsers } from "../demo/demo-users.ts";
import { createTestApp, type TestApp } from "../test/helper.ts";
import { cleanUp, refreshStatistics } from "./housekeeping.ts";

describe("housekeeping", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("deletes ended sessions and old rate-limit events, keeps live ones", async () => {
    const live = await t.signIn(demoUsers.admin.username, demoUsers.admin.password);
    await t.client().post("/api/auth", { username: "nobody", password: "wrong-password" });
    const rows = async () => ({
      sessions: (await t.db.select({ n: count() }).from(sessions))[0]?.n,
      events: (await t.db.select({ n: count() }).from(rateLimitEvents))[0]?.n,
    });
    await cleanUp(t.db, t.clock.now(), t.config.sessionIdleMs);
    // One failed sign-in counts three ways: per username and address, per username, per address.
    expect(await rows()).toEqual({ sessions: 1, events: 3 });
    expect((await live.get("/api/me")).statusCode).toBe(200);

    await cleanUp(t.db, new Date(t.clock.now().getTime() + 2 * 24 * 60 * 60_000), t.config.sessionIdleMs);
    expect(await rows()).toEqual({ sessions: 0, events: 0 });
  });
});

describe("planner statistics", () => {
  it("the embedded database is analyzed (it has no autovacuum), so the planner knows how many rows a table has", async () => {
    const client = new PGlite();
    const database = fromPglite(client);
    try {
      await database.db.execute(sql`create table things (id int primary key)`);
      await database.db.execute(sql`insert into things select generate_series(1, 500)`);
      const estimate = async () => {
        const result = await client.query<{ reltuples: number }>(
          "select reltuples::int as reltuples from pg_class where relname = 'things'",
        );
        return Number(result.rows[0]?.reltuples);
      };
      // Never analyzed: PostgreSQL says -1.
      expect(await estimate()).toBe(-1);
      await refreshStatistics(database);
      expect(await estimate()).toBe(500);
    } finally {
      await database.close();
    }
  });
});
