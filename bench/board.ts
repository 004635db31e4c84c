// Board benchmark: a workflow with BENCH_DEALS deals (default 2,000) in one invocation, then
// GET /api/workflows/{id}/deals as the board loads it, on PGlite (or PostgreSQL with
// BENCH_DATABASE_URL). Prints the payload size and req/s with p50/p99 latency.
//   npm run bench:board
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { connections, measure, seconds, signIn, start, stop, waitFor } from "./support.ts";

const dealCount = Number(process.env.BENCH_DEALS ?? 2000);
const port = 3204;
const base = `http://127.0.0.1:${port}`;

type Workflow = { id: string; slug: string; context: { statuses: { id: string }[] } };

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "portal-bench-board-"));
  const nodeArgs = process.env.BENCH_PROFILE
    ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
    : [];
  const server = start([...nodeArgs, "--import", "tsx", "apps/api/src/server.ts"], {
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? "",
  });
  try {
    await waitFor(`${base}/health.json`);
    const { cookie, csrf } = await signIn(base);
    const headers = { cookie, "x-xsrf-token": csrf, "content-type": "application/json" };
    const workflows = (await (await fetch(`${base}/api/workflows`, { headers })).json()) as Workflow[];
    const sales = workflows.find((workflow) => workflow.slug === "sales");
    if (!sales) throw new Error("the demo's Sales workflow is missing");

    const existing = (await (
      await fetch(`${base}/api/workflows/${sales.id}/deals`, { headers })
    ).json()) as unknown[];
    const statuses = sales.context.statuses;
    const started = Date.now();
    for (let i = existing.length; i < dealCount; i++) {
      const status = statuses[i % statuses.length];
      const response = await fetch(`${base}/api/deals`, {
        method: "POST",
        headers,
        body: JSON.stringify({
          workflowId: sales.id,
          statusId: status?.id,
          name: `Bench deal ${i + 1}`,
          description: "Roller blinds for three bedrooms and a living room",
        }),
      });
      if (!response.ok)
        throw new Error(`creating deal ${i + 1}: ${response.status} ${await response.text()}`);
    }
    console.log(
      `created ${dealCount - existing.length} deals in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    const url = `${base}/api/workflows/${sales.id}/deals`;
    const body = await (await fetch(url, { headers })).text();
    const cards = JSON.parse(body) as unknown[];
    console.log(
      `board payload: ${cards.length} deals, ${(body.length / 1024).toFixed(0)} kB JSON, ${(gzipSync(body).length / 1024).toFixed(0)} kB gzip`,
    );
    const figures = await measure(`GET board (${cards.length} deals)`, url, cookie);
    console.log(`\n${connections} connections, ${seconds} s`);
    console.log(
      `${figures.name}: ${figures.rps.toFixed(1)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms`,
    );
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
