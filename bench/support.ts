// Shared pieces of the API benchmarks: start a server, sign in, measure with autocannon.
import { type ChildProcess, spawn } from "node:child_process";
import autocannon from "autocannon";

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
