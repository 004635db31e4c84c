// API benchmark: a signed-in `GET /api/me` beside a bare Fastify hello-world, in one invocation,
// on the embedded database (PGlite) and on PostgreSQL. The ratio to hello-world is the figure
// to watch; absolute numbers depend on the machine.
//   npm run bench:api                 both databases (PostgreSQL from BENCH_DATABASE_URL or the local one)
//   BENCH_SECONDS=10 BENCH_ROUNDS=3 npm run bench:api   (the defaults)
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { record } from "./figures.mjs";
import {
  connections,
  encodingOf,
  type Figures,
  measure,
  measureAtRate,
  median,
  seconds,
  signIn,
  start,
  startSeeded,
  stop,
  waitFor,
} from "./support.ts";

/** The load point: a signed-in /api/me offered at this rate, its p99 beside the budget (50 ms). */
const offeredRate = Number(process.env.BENCH_RATE ?? 500);

const pgAdminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Rounds of hello-world then each portal, one after the other: the ratio is each round's, their median. */
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

type Portal = { label: string; base: string; cookie: string };

async function startPortal(label: string, env: Record<string, string>, port: number) {
  const base = `http://127.0.0.1:${port}`;
  const server = await startSeeded(
    ["--import", "tsx", "apps/api/src/server.ts"],
    { PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    `${base}/health.json`,
  );
  try {
    const { cookie } = await signIn(base);
    await checkCompression(base, cookie, label);
    return { server, portal: { label, base, cookie } };
  } catch (error) {
    await stop(server);
    throw error;
  }
}

/** What a browser is sent: an API answer over a kilobyte, the entry script and the stylesheet. */
async function checkCompression(base: string, cookie: string, label: string) {
  const html = await (await fetch(`${base}/`)).text();
  const script = html.match(/<script[^>]+src="([^"]+\.js)"/)?.[1];
  const stylesheet = html.match(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/)?.[1];
  const checks: [string, string | undefined][] = [
    ["API answer (GET /api/workflows)", "/api/workflows"],
    ["entry script", script],
    ["stylesheet", stylesheet],
  ];
  for (const [what, path] of checks) {
    const encoding = path ? await encodingOf(`${base}${path}`, cookie) : "not found";
    console.log(`${label}: ${what} sent as ${encoding}`);
    record("compression", encoding, { db: label, what });
  }
}

async function main() {
  const servers: ChildProcess[] = [];
  const portals: Portal[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), "portal-bench-"));
  const pgDataDir = mkdtempSync(join(tmpdir(), "portal-bench-pg-"));
  const admin = new pg.Client({ connectionString: pgAdminUrl });
  try {
    const hello = start(["bench/hello-world.mjs"], { PORT: "3201" });
    servers.push(hello);
    await waitFor("http://127.0.0.1:3201/");

    const embedded = await startPortal("PGlite", { DATA_DIR: dataDir, DATABASE_URL: "" }, 3202);
    servers.push(embedded.server);
    portals.push(embedded.portal);
    try {
      await admin.connect();
      await admin.query("DROP DATABASE IF EXISTS portal_bench");
      await admin.query("CREATE DATABASE portal_bench");
      const url = Object.assign(new URL(pgAdminUrl), { pathname: "/portal_bench" }).toString();
      const postgres = await startPortal(
        "PostgreSQL",
        { DATA_DIR: pgDataDir, DATABASE_URL: url, SEED_DEMO: "true" },
        3203,
      );
      servers.push(postgres.server);
      portals.push(postgres.portal);
    } catch (error) {
      console.error(`PostgreSQL run skipped: ${(error as Error).message}`);
    }

    // The machine's speed drifts (other tenants): each portal's run is set beside the hello-world run
    // just before it, and the ratio reported is the median of the rounds'.
    const baselines: Figures[] = [];
    const runs = new Map<string, Figures[]>(portals.map((portal) => [portal.label, []]));
    const ratios = new Map<string, number[]>(portals.map((portal) => [portal.label, []]));
    for (let round = 0; round < rounds; round++) {
      for (const portal of portals) {
        const baseline = await measure("bare Fastify hello-world", "http://127.0.0.1:3201/");
        const me = await measure(`GET /api/me (${portal.label})`, `${portal.base}/api/me`, portal.cookie);
        baselines.push(baseline);
        runs.get(portal.label)?.push(me);
        ratios.get(portal.label)?.push(me.rps / baseline.rps);
      }
    }

    console.log(`\n${connections} connections, ${seconds} s each, ${rounds} rounds\n`);
    console.log("run                          req/s     p50 ms  p99 ms  vs hello-world just before");
    const row = (r: Figures, ratio: string) =>
      console.log(
        `${r.name.padEnd(28)} ${r.rps.toFixed(0).padStart(7)}  ${String(r.p50).padStart(6)}  ${String(r.p99).padStart(6)}  ${ratio}`,
      );
    for (const [index, baseline] of baselines.entries()) {
      const portal = portals[index % portals.length];
      const me = portal && runs.get(portal.label)?.[Math.floor(index / portals.length)];
      row(baseline, "1.00");
      if (me) row(me, (me.rps / baseline.rps).toFixed(2));
    }
    console.log("");
    for (const portal of portals) {
      const ratio = median(ratios.get(portal.label) ?? []);
      const rps = median((runs.get(portal.label) ?? []).map((run) => run.rps));
      console.log(
        `${portal.label}: median ratio ${ratio.toFixed(2)} (budget ≥ 0.30), ${rps.toFixed(0)} req/s`,
      );
      record("me.ratio", Number(ratio.toFixed(3)), { db: portal.label });
      record("me.rps", Math.round(rps), { db: portal.label });
    }

    console.log(`\noffered ${offeredRate} req/s (budget: p99 ≤ 50 ms)\n`);
    for (const portal of portals) {
      const atRate = await measureAtRate(
        `GET /api/me (${portal.label})`,
        `${portal.base}/api/me`,
        offeredRate,
        portal.cookie,
      );
      row(atRate, "");
      record("me.p99AtRate", atRate.p99, { db: portal.label, rate: offeredRate });
    }
  } finally {
    for (const server of servers) await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(pgDataDir, { recursive: true, force: true });
    await admin.query("DROP DATABASE IF EXISTS portal_bench").catch(() => undefined);
    await admin.end().catch(() => undefined);
  }
}

await main();
