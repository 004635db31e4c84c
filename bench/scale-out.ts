// Scale-out proof: two API processes behind nginx on one PostgreSQL, files on an S3-compatible store
// (an in-process s3rver), request counters in Redis when it answers (else the database). Shows that
// nothing lives only in one process, then the throughput of one process and of two:
//   npm run bench:scale-out     (needs nginx: apt-get install nginx-light; BENCH_SECONDS as usual)
// BENCH_DATABASE_URL (admin connection, default postgres://postgres@127.0.0.1:5432/postgres) and
// BENCH_REDIS_URL (default redis://127.0.0.1:6379; "" for none) choose the services.
import { type ChildProcess, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createConnection } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { Redis } from "ioredis";
import pg from "pg";
import S3rver from "s3rver";
import { nginxConfig, startNginx } from "./nginx.mjs";
import { connections, type Figures, seconds, signIn, start, stop, waitFor } from "./support.ts";

const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const redisUrl = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
const ports = { proxy: 3400, a: 3401, b: 3402, s3: 3409 };
const requestLimit = 10;

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    socket.once("connect", () => {
      socket.end();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

type Session = { cookie: string; csrf: string };

async function call(base: string, session: Session, method: string, path: string, body?: BodyInit) {
  return fetch(`${base}/api${path}`, {
    method,
    headers: { cookie: session.cookie, "x-xsrf-token": session.csrf },
    body: body ?? null,
  });
}

async function proveShared(a: string, b: string): Promise<string[]> {
  const lines: string[] = [];
  // A session made on A works on B.
  const session = await signIn(a);
  const onB = await call(b, session, "GET", "/me");
  lines.push(`session made on A, GET /me on B: ${onB.status}`);
  if (onB.status !== 200) throw new Error("a session did not carry over to the other process");

  // A file uploaded through A downloads through B.
  const workflows = (await (await call(a, session, "GET", "/workflows")).json()) as { id: string }[];
  const [workflow] = workflows;
  if (!workflow) throw new Error("no workflow");
  const board = (await (await call(a, session, "GET", `/workflows/${workflow.id}/deals`)).json()) as {
    id: string;
  }[];
  const [deal] = board;
  if (!deal) throw new Error("no deal");
  const content = randomBytes(256 * 1024);
  const form = new FormData();
  form.append("file", new Blob([content], { type: "application/pdf" }), "scale-out.pdf");
  // A PDF needs its signature to pass the content check.
  const pdf = Buffer.concat([Buffer.from("%PDF-1.4\n"), content]);
  form.set("file", new Blob([pdf], { type: "application/pdf" }), "scale-out.pdf");
  const uploaded = await call(a, session, "POST", `/deals/${deal.id}/documents`, form);
  if (!uploaded.ok) throw new Error(`upload through A: ${uploaded.status} ${await uploaded.text()}`);
  const document = (await uploaded.json()) as { downloadUrl: string };
  const downloaded = await fetch(`${b}${document.downloadUrl}`, { headers: { cookie: session.cookie } });
  const same = Buffer.from(await downloaded.arrayBuffer()).equals(pdf);
  lines.push(
    `file uploaded through A (${pdf.length} bytes), downloaded through B: ${downloaded.status}, equal: ${same}`,
  );
  if (!same) throw new Error("the file did not come back the same through the other process");

  // A sign-out on A is refused on B at once (B hears the database's announcement).
  const signedOut = await call(a, session, "POST", "/auth/logout");
  if (!signedOut.ok) throw new Error(`sign-out: ${signedOut.status}`);
  const answers: number[] = [];
  for (let tries = 0; tries < 100; tries += 1) {
    const status = (await call(b, session, "GET", "/me")).status;
    answers.push(status);
    if (status === 401) break;
  }
  const servedAfter = answers.filter((status) => status === 200).length;
  lines.push(
    answers.at(-1) !== 401
      ? "sign-out on A: B still answers (FAILED)"
      : `sign-out on A, then GET /me on B: ${servedAfter === 0 ? "refused at once" : `answered ${servedAfter} time(s) before refusing`}`,
  );
  if (answers.at(-1) !== 401) throw new Error("a signed-out session still worked on the other process");

  // The request limit counts across both: forgot-password from one address, alternating processes.
  const statuses: number[] = [];
  for (let i = 0; i < requestLimit + 2; i += 1) {
    const base = i % 2 === 0 ? a : b;
    const first = await fetch(`${base}/api/me`);
    const token = first.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith("XSRF-TOKEN="))
      ?.split(";")[0]
      ?.slice("XSRF-TOKEN=".length);
    const response = await fetch(`${base}/api/auth/forgot-password`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        cookie: `XSRF-TOKEN=${token}`,
        "x-xsrf-token": decodeURIComponent(token ?? ""),
      },
      body: JSON.stringify({ email: `scale-out-${i}@example.org` }),
    });
    statuses.push(response.status);
  }
  const firstRefusal = statuses.indexOf(429);
  lines.push(
    `request limit ${requestLimit} per address, requests alternating A and B: first 429 at request ${firstRefusal + 1}`,
  );
  if (firstRefusal !== requestLimit) throw new Error("the request limit did not count across processes");
  return lines;
}

/** Like the other benches' measure, but a proxy may reset a handful of connections as the run ends. */
async function throughput(name: string, url: string, cookie: string): Promise<Figures> {
  await autocannon({ url, connections, duration: 2, headers: { cookie } });
  const result = await autocannon({ url, connections, duration: seconds, headers: { cookie } });
  const failed = result.non2xx + result.errors;
  if (failed > result.requests.total / 1000) throw new Error(`${name}: ${failed} failed requests`);
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), "portal-scale-out-"));
  for (const folder of ["body", "proxy", "fastcgi", "uwsgi", "scgi", "s3"]) mkdirSync(join(work, folder));
  const database = `portal_scale_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const s3 = new S3rver({
    port: ports.s3,
    address: "127.0.0.1",
    silent: true,
    directory: join(work, "s3"),
    configureBuckets: [{ name: "portal" }],
  });
  await s3.run();
  const withRedis = redisUrl !== "" && (await reachable(redisUrl));
  const env = {
    DATABASE_URL: url.toString(),
    APP_SECRET: randomBytes(32).toString("base64url"),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    TRUST_PROXY: "1",
    AUTH_REQUESTS_PER_ADDRESS: String(requestLimit),
    S3_BUCKET: "portal",
    S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    ...(withRedis ? { REDIS_URL: redisUrl } : {}),
  };
  const children: ChildProcess[] = [];
  const results: Figures[] = [];
  try {
    if (withRedis) {
      // Counters of an earlier run on this machine would count against this one.
      const redis = new Redis(redisUrl);
      const keys = await redis.keys("portal-rate-limit:*");
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    }
    const a = start(["--import", "tsx", "apps/api/src/server.ts"], {
      ...env,
      PORT: String(ports.a),
      DATA_DIR: join(work, "a"),
      SEED_DEMO: "true",
    });
    children.push(a);
    await waitFor(`http://127.0.0.1:${ports.a}/health.json`);
    const b = start(["--import", "tsx", "apps/api/src/server.ts"], {
      ...env,
      PORT: String(ports.b),
      DATA_DIR: join(work, "b"),
      SEED_DEMO: "false",
    });
    children.push(b);
    await waitFor(`http://127.0.0.1:${ports.b}/health.json`);

    console.log(
      `two API processes on PostgreSQL (${database}), files on S3 (s3rver), counters in ${withRedis ? "Redis" : "the database"}`,
    );
    for (const line of await proveShared(`http://127.0.0.1:${ports.a}`, `http://127.0.0.1:${ports.b}`))
      console.log(`  ${line}`);

    for (const upstreams of [[ports.a], [ports.a, ports.b]]) {
      const proxy = startNginx(
        nginxConfig({
          dir: work,
          name: `nginx-${upstreams.length}.conf`,
          port: ports.proxy,
          upstreams: upstreams.map((port) => `127.0.0.1:${port}`),
        }),
      );
      try {
        const base = `http://127.0.0.1:${ports.proxy}`;
        await waitFor(`${base}/health.json`);
        const session = await signIn(base);
        results.push(
          await throughput(
            `GET /api/me via nginx, ${upstreams.length} process${upstreams.length > 1 ? "es" : ""}`,
            `${base}/api/me`,
            session.cookie,
          ),
        );
      } finally {
        await stopChild(proxy);
      }
    }
  } finally {
    for (const child of children) await stop(child);
    await s3.close();
    await admin.query(`DROP DATABASE IF EXISTS ${database}`);
    await admin.end();
    rmSync(work, { recursive: true, force: true });
  }
  console.log(
    `\n${seconds} s each (machine: ${spawnSync("nproc").stdout.toString().trim()} cores; load ${spawnSync("cat", ["/proc/loadavg"]).stdout.toString().split(" ").slice(0, 3).join(" ")})`,
  );
  console.log("run                                          req/s     p50 ms  p99 ms");
  for (const r of results) {
    console.log(
      `${r.name.padEnd(44)} ${r.rps.toFixed(0).padStart(7)}  ${String(r.p50).padStart(6)}  ${String(r.p99).padStart(6)}`,
    );
  }
}

await main();
