// API benchmark: a signed-in `GET /api/me` beside a bare Fastify hello-world, in one invocation,
// on the embedded database (PGlite) and on PostgreSQL. The ratio to hello-world is the figure
// to watch; absolute numbers depend on the machine.
//   npm run bench:api                 both databases (PostgreSQL from BENCH_DATABASE_URL or the local one)
//   BENCH_SECONDS=10 npm run bench:api
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
  seconds,
  signIn,
  start,
  stop,
  waitFor,
} from "./support.ts";

/** The load point: a signed-in /api/me offered at this rate, its p99 beside the budget (50 ms). */
const offeredRate = Number(process.env.BENCH_RATE ?? 500);

const pgAdminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

type PortalFigures = { me: Figures; atRate: Figures };

async function benchPortal(label: string, env: Record<string, string>, port: number): Promise<PortalFigures> {
  const server = start(["--import", "tsx", "apps/api/src/server.ts"], {
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    ...env,
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/health.json`);
    const { cookie } = await signIn(base);
    await checkCompression(base, cookie, label);
    const me = await measure(`GET /api/me (${label})`, `${base}/api/me`, cookie);
    const atRate = await measureAtRate(`GET /api/me (${label})`, `${base}/api/me`, offeredRate, cookie);
    return { me, atRate };
  } finally {
    await stop(server);
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
  const hello = start(["bench/hello-world.mjs"], { PORT: "3201" });
  let baseline: Figures;
  try {
    await waitFor("http://127.0.0.1:3201/");
    baseline = await measure("bare Fastify hello-world", "http://127.0.0.1:3201/");
  } finally {
    await stop(hello);
  }
  const results: { label: string; figures: PortalFigures }[] = [];

  const dataDir = mkdtempSync(join(tmpdir(), "portal-bench-"));
  try {
    const figures = await benchPortal("PGlite", { DATA_DIR: dataDir, DATABASE_URL: "" }, 3202);
    results.push({ label: "PGlite", figures });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const admin = new pg.Client({ connectionString: pgAdminUrl });
  try {
    await admin.connect();
    await admin.query("DROP DATABASE IF EXISTS portal_bench");
    await admin.query("CREATE DATABASE portal_bench");
    const url = new URL(pgAdminUrl);
    url.pathname = "/portal_bench";
    const pgDataDir = mkdtempSync(join(tmpdir(), "portal-bench-pg-"));
    const figures = await benchPortal(
      "PostgreSQL",
      { DATA_DIR: pgDataDir, DATABASE_URL: url.toString(), SEED_DEMO: "true" },
      3203,
    );
    results.push({ label: "PostgreSQL", figures });
    rmSync(pgDataDir, { recursive: true, force: true });
    await admin.query("DROP DATABASE IF EXISTS portal_bench");
  } catch (error) {
    console.error(`PostgreSQL run skipped: ${(error as Error).message}`);
  } finally {
    await admin.end().catch(() => undefined);
  }

  console.log(`\n${connections} connections, ${seconds} s each\n`);
  console.log("run                          req/s     p50 ms  p99 ms  vs hello-world");
  const row = (r: Figures, ratio: string) =>
    console.log(
      `${r.name.padEnd(28)} ${r.rps.toFixed(0).padStart(7)}  ${String(r.p50).padStart(6)}  ${String(r.p99).padStart(6)}  ${ratio}`,
    );
  row(baseline, "1.00");
  for (const { label, figures } of results) {
    const ratio = figures.me.rps / baseline.rps;
    row(figures.me, ratio.toFixed(2));
    record("me.ratio", Number(ratio.toFixed(3)), { db: label });
    record("me.rps", Math.round(figures.me.rps), { db: label });
  }
  console.log(`\noffered ${offeredRate} req/s (budget: p99 ≤ 50 ms)\n`);
  for (const { label, figures } of results) {
    row(figures.atRate, "");
    record("me.p99AtRate", figures.atRate.p99, { db: label, rate: offeredRate });
  }
}

await main();
