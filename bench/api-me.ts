// API benchmark: a signed-in `GET /api/me` beside a bare Fastify hello-world, in one invocation,
// on the embedded database (PGlite) and on PostgreSQL. The ratio to hello-world is the figure
// to watch; absolute numbers depend on the machine.
//   npm run bench:api                 both databases (PostgreSQL from BENCH_DATABASE_URL or the local one)
//   BENCH_SECONDS=10 npm run bench:api
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import pg from "pg";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const pgAdminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

type Figures = { name: string; rps: number; p50: number; p99: number };

async function waitFor(url: string, timeoutMs = 120_000) {
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not answer in time`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function start(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

async function signIn(base: string): Promise<string> {
  const first = await fetch(`${base}/api/me`);
  const cookies = new Map<string, string>();
  const keep = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const [name, ...value] = (pair ?? "").split("=");
      if (name) cookies.set(name.trim(), value.join("="));
    }
  };
  keep(first);
  const csrf = decodeURIComponent(cookies.get("XSRF-TOKEN") ?? "");
  const login = await fetch(`${base}/api/auth`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-xsrf-token": csrf,
      cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; "),
    },
    body: JSON.stringify({ username: "demo", password: "demo1234" }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  keep(login);
  return [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
}

async function measure(name: string, url: string, cookie?: string): Promise<Figures> {
  // A short warm-up so JIT and connection pools settle before the measured run.
  await autocannon({ url, connections, duration: 2, headers: cookie ? { cookie } : {} });
  const result = await autocannon({ url, connections, duration: seconds, headers: cookie ? { cookie } : {} });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

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
    const cookie = await signIn(base);
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
      await benchPortal("PostgreSQL", { DATA_DIR: pgDataDir, DATABASE_URL: url.toString() }, 3203),
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
