// Quote benchmark: a quote of 50 lines (rollers, venetians, shutters and curtains from the demo
// catalogues) built through the API, then GET /api/quotes/{id} — the quote page's call, which prices
// every line's totals and checks the supplier's pending updates — on PGlite:
//   npm run bench:quote            (BENCH_SECONDS, BENCH_CONNECTIONS as for the other benches)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:quote   on PostgreSQL
//   (an admin connection: the bench makes its own database and drops it), BENCH_PORT to move it
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { record } from "./figures.mjs";
import { connections, measure, seconds, signIn, startSeeded, stop } from "./support.ts";

const port = Number(process.env.BENCH_PORT ?? 3520);
const base = `http://127.0.0.1:${port}`;
const lineCount = 50;

type Product = { id: string; name: string; type: string };
type Detail = {
  optionGroups: { id: string; required: boolean; options: { id: string; allowedSizes: unknown }[] }[];
  fabrics: { id: string }[];
};

const adminUrl = process.env.BENCH_DATABASE_URL ?? "";

/** A fresh PostgreSQL database for the run (dropped after), or "" for PGlite. */
async function benchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!adminUrl) return { url: "", drop: async () => {} };
  const name = `portal_bench_quote_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
    },
  };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "portal-bench-quote-"));
  const database = await benchDatabase();
  console.log(`on ${database.url ? "PostgreSQL" : "PGlite"}`);
  const server = await startSeeded(
    ["--import", "tsx", "apps/api/src/server.ts"],
    {
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      SEED_DEMO: "true",
    },
    `${base}/health.json`,
  );
  try {
    const { cookie, csrf } = await signIn(base);
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${base}/api${path}`, {
        method,
        headers: { cookie, "x-xsrf-token": csrf, ...(body ? { "content-type": "application/json" } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return response.json();
    };
    const workflows = (await call("GET", "/workflows")) as { id: string }[];
    const deal = (await call("POST", "/deals", { workflowId: workflows[0]?.id, name: "Bench quote" })) as {
      id: string;
    };
    const quote = (await call("POST", `/deals/${deal.id}/quotes`, { description: "50 lines" })) as {
      id: string;
    };
    const products = ((await call("GET", "/catalogue/products")) as Product[]).filter(
      (p) => p.type === "PRODUCT",
    );
    const details = new Map<string, Detail>();
    for (const product of products)
      details.set(product.id, (await call("GET", `/catalogue/products/${product.id}`)) as Detail);
    const started = performance.now();
    for (let index = 0; index < lineCount; index++) {
      const product = products[index % products.length];
      if (!product) throw new Error("no products");
      const detail = details.get(product.id);
      const selections: Record<string, string[]> = {};
      for (const group of detail?.optionGroups ?? []) {
        const option = group.options.find((candidate) => !candidate.allowedSizes) ?? group.options[0];
        if (option) selections[group.id] = [option.id];
      }
      const line = (await call("POST", `/quotes/${quote.id}/order-lines`, { productId: product.id })) as {
        id: string;
      };
      await call("PUT", `/order-lines/${line.id}`, {
        windowGroupName: `Window ${index + 1}`,
        quantity: 1 + (index % 3),
        notes: "",
        width: 700 + ((index * 137) % 1400),
        height: 900 + ((index * 211) % 1300),
        selections,
        fabricId: detail?.fabrics[index % Math.max(1, detail.fabrics.length)]?.id ?? null,
      });
    }
    const buildMs = performance.now() - started;
    const priced = (await call("GET", `/quotes/${quote.id}`)) as {
      context: { orderLines: unknown[]; pricing: { sellGrandTotalIncTax: string } };
    };
    console.log(
      `built a ${priced.context.orderLines.length}-line quote through the API in ${Math.round(buildMs)} ms ` +
        `(${(buildMs / lineCount).toFixed(0)} ms per add + configure); total inc tax ${priced.context.pricing.sellGrandTotalIncTax}`,
    );
    console.log(`\n${connections} connections, ${seconds} s`);
    const figures = await measure("GET /api/quotes/{id}", `${base}/api/quotes/${quote.id}`, cookie);
    console.log(
      `${figures.name} (50 lines): ${figures.rps.toFixed(1)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms` +
        (database.url ? ` (budget on PostgreSQL, 1 connection: p50 ≤ 15 ms)` : ""),
    );
    const on = { db: database.url ? "PostgreSQL" : "PGlite", connections };
    record("quote.p50", figures.p50, on);
    record("quote.rps", figures.rps, on);
  } finally {
    await stop(server);
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
