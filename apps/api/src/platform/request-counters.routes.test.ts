// The per-route request limit counts one client's requests together on every API process: in the
// database by default, in Redis when configured (TEST_REDIS_URL, as CI sets it).
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { createTestApp, type TestApp } from "../test/helper.ts";
import { createMemoryMailer } from "./mail.ts";

const limit = 4;
const redisUrl = process.env.TEST_REDIS_URL;

async function twoProcesses(redis?: Redis): Promise<{ t: TestApp; other: FastifyInstance }> {
  const t = await createTestApp({ limits: { authRequestsPerAddress: limit } });
  const other = await buildApp(
    {
      config: t.config,
      db: t.db,
      mailer: createMemoryMailer(),
      files: t.files,
      now: t.clock.now,
      ...(redis ? { redis } : {}),
    },
    { logger: false },
  );
  await other.ready();
  return { t, other };
}

/** A forgot-password request (a limited route) from one address, on one process or the other. */
let mails = 0;
async function forgot(app: FastifyInstance, address: string) {
  mails += 1;
  // A browser's CSRF token first (the same secret on every process), as the SPA has one.
  const first = await app.inject({ method: "GET", url: "/api/me", remoteAddress: address });
  const token = first.cookies.find((cookie) => cookie.name === "XSRF-TOKEN")?.value ?? "";
  return app.inject({
    method: "POST",
    url: "/api/auth/forgot-password",
    remoteAddress: address,
    headers: { "content-type": "application/json", cookie: `XSRF-TOKEN=${token}`, "x-xsrf-token": token },
    // A new address each time: the per-email limit is another rule.
    payload: { email: `nobody${mails}@example.org` },
  });
}

const closing: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closing) await close();
});

describe("request counters shared by processes", () => {
  it("in the database: the limit holds for requests spread over two processes", async () => {
    const { t, other } = await twoProcesses();
    closing.push(async () => {
      await other.close();
      await t.close();
    });
    const statuses: number[] = [];
    for (let i = 0; i < limit + 2; i += 1) {
      statuses.push((await forgot(i % 2 === 0 ? t.app : other, "198.51.100.7")).statusCode);
    }
    expect(statuses.slice(0, limit).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(limit)).toEqual([429, 429]);
    // Another address has its own count, on either process.
    expect((await forgot(other, "198.51.100.8")).statusCode).not.toBe(429);
  });

  it.skipIf(!redisUrl)("in Redis: the same, when REDIS_URL is set", async () => {
    const redis = new Redis(redisUrl ?? "", { maxRetriesPerRequest: 1 });
    const redisOther = new Redis(redisUrl ?? "", { maxRetriesPerRequest: 1 });
    const t = await createTestApp({ limits: { authRequestsPerAddress: limit } });
    // Both processes on Redis: rebuild the first one with it too.
    const first = await buildApp(
      { config: t.config, db: t.db, mailer: createMemoryMailer(), files: t.files, now: t.clock.now, redis },
      { logger: false },
    );
    const second = await buildApp(
      {
        config: t.config,
        db: t.db,
        mailer: createMemoryMailer(),
        files: t.files,
        now: t.clock.now,
        redis: redisOther,
      },
      { logger: false },
    );
    await first.ready();
    await second.ready();
    closing.push(async () => {
      await first.close();
      await second.close();
      await t.close();
      redis.disconnect();
      redisOther.disconnect();
    });
    const address = `198.51.100.${Math.floor(Math.random() * 200) + 20}`;
    const statuses: number[] = [];
    for (let i = 0; i < limit + 1; i += 1) {
      statuses.push((await forgot(i % 2 === 0 ? first : second, address)).statusCode);
    }
    expect(statuses.slice(0, limit).every((status) => status !== 429)).toBe(true);
    expect(statuses[limit]).toBe(429);
    // Nothing went to the database's counters.
    const rows = await t.db.execute("select count(*)::int as n from request_counters");
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });
});
