// Dashboard orders benchmark (issue 12): the 'Orders' section's call, GET /api/dashboard/orders (the past
// 30 days' orders counted and summed per status), for an account with BENCH_ORDERS purchase orders
// (default 10,000) created in those 30 days and as many again over the 11 months before, through the
// real HTTP server on PostgreSQL. One connection, requests one after another: p50/p95/p99 beside the
// budget (p95 ≤ 20 ms); then 10 connections for the rate.
//   npm run bench:dashboard-orders
//   BENCH_DATABASE_URL=postgres://…/postgres   an admin connection (default: the local server); the bench
//                                              makes its own database and drops it. BENCH_PORT to move it.
import type pg from "pg";
import { dashboardOrdersBudget } from "./budgets.mjs";
import { record } from "./figures.mjs";
import {
  connections,
  measure,
  percentile,
  seconds,
  seedDatabase,
  signIn,
  timeSequential,
  withDemoServer,
} from "./support.ts";

const orderCount = Number(process.env.BENCH_ORDERS ?? 10_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 1000);
const port = Number(process.env.BENCH_PORT ?? 3530);
// The demo's first dealer (apps/api/src/demo/seed-ids.ts), whose `demo` administrator signs in.
const demoAccount = "0193a000-0000-7000-8000-000000000001";

type Summary = {
  from: string;
  to: string;
  statuses: { status: string; orderCount: number; totalCost: string }[];
};

/**
 * The account's orders as a busy dealer has them: `count` in the past 30 days and as many over the
 * 11 months before; both statuses, one in twenty archived, one in twenty private to the supplier.
 * Straight into the table: the call reads only the orders, never their lines.
 */
async function seedOrders(client: pg.Client, count: number) {
  const { rows } = await client.query<{ id: number }>(
    "select manufacturer_id as id from purchase_orders where account_id = $1 limit 1",
    [demoAccount],
  );
  const supplier = rows[0]?.id;
  if (supplier === undefined) throw new Error("the demo has no purchase order to take a supplier from");
  await client.query(
    `insert into purchase_orders
       (id, account_id, tuid, manufacturer_id, status, is_archived, is_manufacturer_private,
        total_cost, total_quantity, sidemark, created_at, updated_at)
     select gen_random_uuid(), $1, 100000 + n, $2,
            case when n % 3 = 0 then 'SUBMITTED' else 'OPEN' end,
            n % 20 = 7, n % 20 = 11,
            round((50 + (n * 7919) % 500000 / 100.0)::numeric, 2), 1 + n % 9, 'Bench order ' || n,
            made, made
     from generate_series(1, $3::int * 2) as n,
          lateral (select case when n <= $3::int
                               then now() - (n::float / $3::int) * interval '29 days'
                               else now() - interval '31 days' - ((n - $3::int)::float / $3::int) * interval '330 days'
                          end as made) as at`,
    [demoAccount, supplier, count],
  );
}

async function main() {
  await withDemoServer(
    `portal_bench_dashboard_orders_${process.pid}`,
    port,
    async ({ base, databaseUrl }) => {
      const took = await seedDatabase(databaseUrl, (client) => seedOrders(client, orderCount));
      console.log(
        `seeded ${orderCount} orders in the past 30 days and ${orderCount} before them in ${took} s (PostgreSQL)`,
      );
      const { cookie } = await signIn(base);
      const path = "/api/dashboard/orders";
      const summary = (await (await fetch(`${base}${path}`, { headers: { cookie } })).json()) as Summary;
      const counted = summary.statuses.reduce((sum, row) => sum + row.orderCount, 0);
      console.log(
        `GET ${path} (${summary.from} to ${summary.to}): ${summary.statuses
          .map((row) => `${row.status} ${row.orderCount} orders, ${row.totalCost}`)
          .join("; ")} (${counted} counted: the archived ones left out)`,
      );

      await timeSequential(base, path, cookie, Math.min(200, requests));
      const times = (await timeSequential(base, path, cookie, requests)).sort((a, b) => a - b);
      const [p50, p95, p99] = [percentile(times, 50), percentile(times, 95), percentile(times, 99)];
      const budget = dashboardOrdersBudget.p95;
      console.log(
        `\n1 connection, ${requests} requests one after another: p50 ${p50} ms, p95 ${p95} ms, p99 ${p99} ms, max ${times.at(-1)?.toFixed(1)} ms (budget: p95 ≤ ${budget} ms) ${p95 <= budget ? "ok" : "OVER BUDGET"}`,
      );
      const on = { db: "PostgreSQL", orders: orderCount, connections: 1 };
      record("dashboardOrders.p50", p50, on);
      record("dashboardOrders.p95", p95, on);

      const loaded = await measure(`GET ${path}`, `${base}${path}`, cookie, connections);
      console.log(
        `${connections} connections, ${seconds} s: ${loaded.rps.toFixed(1)} req/s, p50 ${loaded.p50} ms, p99 ${loaded.p99} ms`,
      );
      record("dashboardOrders.rps", Number(loaded.rps.toFixed(1)), { ...on, connections });
    },
  );
}

await main();
