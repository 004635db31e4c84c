// Shared pieces of the API benchmarks: start a server (on a database of its own), sign in, measure with
// autocannon or one request after another.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import pg from "pg";

export const seconds = Number(process.env.BENCH_SECONDS ?? 10);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

export type Figures = { name: string; rps: number; p50: number; p99: number };

export async function waitFor(url: string, timeoutMs = 120_000) {
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

/** A process with `env` added; a demo it seeds has the fixed dates (SEED_DEMO_EPOCH), so figures repeat. */
export function start(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, args, {
    env: { ...process.env, SEED_DEMO_EPOCH: "fixed", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/**
 * A server that serves what a process seeded before it: the first process seeds the demo into the
 * database (SEED_DEMO) and stops, the second, started with the same `env`, is the one measured. A
 * process that has just seeded serves a third slower for as long as it runs (V8 allocates in the old
 * generation where the seed's objects lived long, so every scavenge copies and promotes: /api/me
 * 13,000 → 9,000 req/s); the portal's processes do not seed, save a demo's first.
 */
export async function startSeeded(args: string[], env: Record<string, string>, health: string) {
  const seeding = start(args, env);
  try {
    await waitFor(health);
  } finally {
    await stop(seeding);
  }
  const server = start(args, env);
  try {
    await waitFor(health);
  } catch (error) {
    await stop(server);
    throw error;
  }
  return server;
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

export async function signIn(base: string): Promise<{ cookie: string; csrf: string }> {
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
  return {
    cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; "),
    csrf: decodeURIComponent(cookies.get("XSRF-TOKEN") ?? ""),
  };
}

/** Requests offered at a fixed rate (`rate` per second over all connections): the latency under that load. */
export async function measureAtRate(
  name: string,
  url: string,
  rate: number,
  cookie?: string,
): Promise<Figures> {
  const headers = cookie ? { cookie } : {};
  const result = await autocannon({ url, connections, overallRate: rate, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** The Content-Encoding a browser that accepts brotli and gzip is sent for `url` ("none" when plain). */
export async function encodingOf(url: string, cookie?: string): Promise<string> {
  const response = await fetch(url, {
    headers: { "accept-encoding": "br, gzip", ...(cookie ? { cookie } : {}) },
  });
  await response.arrayBuffer();
  return response.headers.get("content-encoding") ?? "none";
}

export async function measure(
  name: string,
  url: string,
  cookie?: string,
  connectionCount = connections,
): Promise<Figures> {
  const headers = cookie ? { cookie } : {};
  // A short warm-up so JIT and connection pools settle before the measured run.
  await autocannon({ url, connections: connectionCount, duration: 2, headers });
  const result = await autocannon({ url, connections: connectionCount, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** The PostgreSQL server the database benchmarks make their own database on (an admin connection). */
export const postgresAdminUrl =
  process.env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";

/**
 * The API on `port` with the demo seeded, over a database `name` made for the run on `postgresAdminUrl`
 * and a data folder of its own; `run` gets the base URL and the database's URL. The server, the folder
 * and the database go afterwards, however `run` ends.
 */
export async function withDemoServer<T>(
  name: string,
  port: number,
  run: (on: { base: string; databaseUrl: string }) => Promise<T>,
): Promise<T> {
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const databaseUrl = Object.assign(new URL(postgresAdminUrl), { pathname: `/${name}` }).toString();
  const dataDir = mkdtempSync(join(tmpdir(), `${name}-`));
  const base = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  try {
    server = await startSeeded(
      ["--import", "tsx", "apps/api/src/server.ts"],
      {
        PORT: String(port),
        HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        SEED_DEMO: "true",
      },
      `${base}/health.json`,
    );
    return await run({ base, databaseUrl });
  } finally {
    if (server) await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.end();
  }
}

/** Rows written straight into the database at `url` by `fill`, then analysed: the seconds it took. */
export async function seedDatabase(url: string, fill: (client: pg.Client) => Promise<void>): Promise<string> {
  const started = performance.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await fill(client);
    // The planner's statistics as a running portal has them (autovacuum, which this machine turns off).
    await client.query("ANALYZE");
  } finally {
    await client.end();
  }
  return ((performance.now() - started) / 1000).toFixed(1);
}

/** `count` GETs of `base` + `path` one after another on one kept-alive connection: each one's milliseconds. */
export async function timeSequential(
  base: string,
  path: string,
  cookie: string,
  count: number,
): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const once = () =>
    new Promise<number>((resolve, reject) => {
      const began = performance.now();
      const req = request(`${base}${path}`, { agent, headers: { cookie } }, (response) => {
        response.resume();
        response.on("end", () =>
          response.statusCode === 200
            ? resolve(performance.now() - began)
            : reject(new Error(`${path}: ${response.statusCode}`)),
        );
      });
      req.on("error", reject);
      req.end();
    });
  const times: number[] = [];
  for (let i = 0; i < count; i++) times.push(await once());
  agent.destroy();
  return times;
}

/** The middle value (of an even count, the upper of the two middle ones). */
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** The `p`th percentile of times sorted ascending (nearest rank), in whole tenths of a millisecond. */
export const percentile = (sorted: number[], p: number) =>
  Number(
    (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN).toFixed(1),
  );
