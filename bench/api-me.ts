// API benchmark: a signed-in `GET /api/me` beside a bare Fastify hello-world, in one invocation,
// on the embedded database (PGlite) and on PostgreSQL. The ratio to hello-world is the figure
// to watch; absolute numbers depend on the machine.
//   npm run bench:api                 both databases (PostgreSQL from BENCH_DATABASE_URL or the local one)
//   BENCH_SECONDS=10 npm run bench:api
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { connections, type Figures, measure, seconds, signIn, start, stop, waitFor } from "./support.ts";

const pgAdminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

async function benchPortal(label: string, env: Record<string, string>, port: number): Promise<Figures> {
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
    return await measure(`GET /api/me (${label})`, `${base}/api/me`, cookie);
  } finally {
    await stop(server);
  }
}

async function main() {
  const results: Figures[] = [];
  const hello = start(["bench/hello-world.mjs"], { PORT: "3201" });
  try {
    await waitFor("http://127.0.0.1:3201/");
    results.push(await measure("bare Fastify hello-world", "http://127.0.0.1:3201/"));
  } finally {
    await stop(hello);
  }

  const dataDir = mkdtempSync(join(tmpdir(), "portal-bench-"));
  try {
    results.push(await benchPortal("PGlite", { DATA_DIR: dataDir, DATABASE_URL: "" }, 3202));
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
    results.push(
      await benchPortal(
        "PostgreSQL",
        { DATA_DIR: pgDataDir, DATABASE_URL: url.toString(), SEED_DEMO: "true" },
        3203,
      ),
    );
    rmSync(pgDataDir, { recursive: true, force: true });
    await admin.query("DROP DATABASE IF EXISTS portal_bench");
  } catch (error) {
    console.error(`PostgreSQL run skipped: ${(error as Error).message}`);
  } finally {
    await admin.end().catch(() => undefined);
  }

  const [baseline] = results;
  console.log(`\n${connections} connections, ${seconds} s each\n`);
  console.log("run                          req/s     p50 ms  p99 ms  vs hello-world");
  for (const r of results) {
    const ratio = baseline ? (r.rps / baseline.rps).toFixed(2) : "-";
    console.log(
      `${r.name.padEnd(28)} ${r.rps.toFixed(0).padStart(7)}  ${String(r.p50).padStart(6)}  ${String(r.p99).padStart(6)}  ${ratio}`,
    );
  }
}

await main();
