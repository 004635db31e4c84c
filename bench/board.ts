// Board benchmark: a workflow with BENCH_DEALS deals (default 2,000) in one invocation, then
// the full list (GET /api/workflows/{id}/deals) and the board by column (GET .../board) at 1 and 10
// connections, on PGlite (or PostgreSQL with
// BENCH_DATABASE_URL). Prints the payload size and req/s with p50/p99 latency, then opens the board
// in Chromium: navigation → first column's cards visible, the cards mounted, the longest task.
//   npm run bench:board          (BENCH_BROWSER=0 skips the browser part)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { boardPageSize } from "@portal/contract";
import pg from "pg";
import { buildWeb, measureBoardInBrowser } from "./board-browser.ts";
import { record } from "./figures.mjs";
import { connections, measure, median, seconds, signIn, start, stop, waitFor } from "./support.ts";

const dealCount = Number(process.env.BENCH_DEALS ?? 2000);
const port = Number(process.env.BENCH_PORT ?? 3510);
const browserRuns = Number(process.env.BENCH_BROWSER_RUNS ?? 3);
const withBrowser = process.env.BENCH_BROWSER !== "0";
const base = `http://127.0.0.1:${port}`;
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;

type Workflow = { id: string; slug: string; context: { statuses: { id: string; name: string }[] } };

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "portal-bench-board-"));
  const webDist = join(dataDir, "web");
  if (withBrowser) buildWeb(webDist);
  const nodeArgs = process.env.BENCH_PROFILE
    ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
    : [];
  const startServer = () =>
    start([...nodeArgs, "--import", "tsx", "apps/api/src/server.ts"], {
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? "",
      SEED_DEMO: "true",
      WEB_DIST: webDist,
    });
  let server = startServer();
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
    // The planner's statistics as a running portal has them a minute later: PostgreSQL's autovacuum
    // (which some machines, this one among them, turn off) or, on PGlite, the portal's housekeeping
    // when it starts and every hour. Without them the board's plans are 5–10× slower.
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query("ANALYZE");
      await client.end();
    }
    // The process measured is a fresh one, as the portal's are: one that has seeded the demo serves
    // slower for as long as it runs (startSeeded in support.ts says why).
    await stop(server);
    server = startServer();
    await waitFor(`${base}/health.json`);

    // The full list (the spec's call) and the board by column as the web app loads it: the first
    // page of every column, then the next page of one.
    const listUrl = `${base}/api/workflows/${sales.id}/deals`;
    const boardUrl = `${base}/api/workflows/${sales.id}/board`;
    const columnUrl = `${base}/api/workflows/${sales.id}/board/${statuses[0]?.id}?offset=${boardPageSize}`;
    const calls: [string, string, string][] = [
      ["GET full list", listUrl, "board.full"],
      ["GET board by column", boardUrl, "board.column"],
      ["GET a column's next page", columnUrl, "board.next"],
    ];
    const db = databaseUrl ? "PostgreSQL" : "PGlite";
    let cardCount = 0;
    for (const [name, url] of calls) {
      const body = await (await fetch(url, { headers })).text();
      if (url === listUrl) cardCount = (JSON.parse(body) as unknown[]).length;
      console.log(
        `${name}: ${(body.length / 1024).toFixed(0)} kB JSON, ${(gzipSync(body).length / 1024).toFixed(1)} kB gzip`,
      );
    }
    for (const connectionCount of [1, connections]) {
      console.log(
        `\n${connectionCount} connection${connectionCount === 1 ? "" : "s"}, ${seconds} s (${cardCount} deals)`,
      );
      for (const [name, url, key] of calls) {
        try {
          const figures = await measure(name, url, cookie, connectionCount);
          console.log(
            `${figures.name}: ${figures.rps.toFixed(1)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms`,
          );
          const on = { db, deals: cardCount, connections: connectionCount };
          record(`${key}.p50`, figures.p50, on);
          record(`${key}.rps`, Number(figures.rps.toFixed(1)), on);
        } catch (error) {
          // A loaded machine can time requests out; the other figures still mean something.
          console.log(`${name}: not measured (${error instanceof Error ? error.message : String(error)})`);
        }
      }
    }

    if (withBrowser) {
      const firstColumn = statuses[0]?.name ?? "";
      const runs = await measureBoardInBrowser({
        base,
        cookie,
        path: `/workflows/${sales.slug}`,
        firstColumn,
        runs: browserRuns,
      });
      console.log(
        `\nChromium, 1280×900, ${runs.length} fresh page loads of /workflows/${sales.slug} (${cardCount} deals)`,
      );
      for (const [i, run] of runs.entries()) {
        console.log(
          `  run ${i + 1}: ready ${run.readyMs.toFixed(0)} ms (wall clock from page.goto ${run.readyWallMs.toFixed(0)} ms), ${run.mountedCards} cards mounted, longest task ${run.longestTaskMs.toFixed(0)} ms (${run.longTasks} long tasks)`,
        );
      }
      console.log(
        `navigation → "${firstColumn}" cards visible: median ${median(runs.map((r) => r.readyMs)).toFixed(0)} ms`,
      );
      console.log(`cards mounted: median ${median(runs.map((r) => r.mountedCards))} of ${cardCount}`);
      console.log(`longest task: median ${median(runs.map((r) => r.longestTaskMs)).toFixed(0)} ms`);
      const on = { db, deals: cardCount };
      record("board.ready", Math.round(median(runs.map((r) => r.readyMs))), on);
      record("board.longestTask", Math.round(median(runs.map((r) => r.longestTaskMs))), on);
    }
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
