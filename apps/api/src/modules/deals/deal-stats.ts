// What a deal's quotes and purchase orders add to the deal: how many live ones it has (the alerts
// count them) and the value of its accepted quotes (the board's column totals).
import { and, eq, inArray, type Placeholder, type SQL, sql } from "drizzle-orm";
import { uuidIn } from "../../db/any-of.ts";
import type { Db } from "../../db/client.ts";
import { preparedStatement } from "../../db/prepared.ts";
import { deals, purchaseOrders, quotes } from "../../db/schema/index.ts";
import { together } from "../../db/together.ts";

export type DealStats = { quoteCount: number; orderCount: number; acceptedValue: string };

export const noStats: DealStats = { quoteCount: 0, orderCount: 0, acceptedValue: "0.00" };

type Scope = { workflowId: string } | { dealIds: readonly string[] };

type DealIdColumn = typeof quotes.dealId | typeof purchaseOrders.dealId;

/** The two reads: each deal's live quotes (count, accepted value) and its live orders (count). */
function statsReads(db: Db, accountId: string | Placeholder, dealsIn: (dealId: DealIdColumn) => SQL) {
  return {
    quotes: db
      .select({
        dealId: quotes.dealId,
        quoteCount: sql<number>`count(*)::int`,
        acceptedValue: sql<string>`coalesce(sum(${quotes.totalSellPrice}) filter (where ${quotes.status} = 'ACCEPTED'), 0)::numeric(14,2)::text`,
      })
      .from(quotes)
      .where(and(eq(quotes.accountId, accountId), eq(quotes.isArchived, false), dealsIn(quotes.dealId)))
      .groupBy(quotes.dealId),
    orders: db
      .select({ dealId: purchaseOrders.dealId, orderCount: sql<number>`count(*)::int` })
      .from(purchaseOrders)
      .where(
        and(
          eq(purchaseOrders.accountId, accountId),
          eq(purchaseOrders.isArchived, false),
          dealsIn(purchaseOrders.dealId),
        ),
      )
      .groupBy(purchaseOrders.dealId),
  };
}

/** A page of deals' reads (the board's every page), prepared once. */
const pageStats = (db: Db) =>
  preparedStatement(db, "deal_stats_of_ids", (on, name) => {
    const reads = statsReads(on, sql.placeholder("accountId"), (dealId) =>
      uuidIn(dealId, sql.placeholder("dealIds")),
    );
    return { quotes: reads.quotes.prepare(`${name}_quotes`), orders: reads.orders.prepare(`${name}_orders`) };
  });

/** The reads for every deal of a workflow (the full list's). */
function workflowStats(db: Db, accountId: string, workflowId: string) {
  const reads = statsReads(db, accountId, (dealId) =>
    inArray(
      dealId,
      db
        .select({ id: deals.id })
        .from(deals)
        .where(and(eq(deals.accountId, accountId), eq(deals.workflowId, workflowId))),
    ),
  );
  return together(db, [() => reads.quotes, () => reads.orders]);
}

/** Per deal of the account (all of one workflow's, or the ids given): its live quotes and orders. */
export async function dealStatsOf(db: Db, accountId: string, scope: Scope): Promise<Map<string, DealStats>> {
  if ("dealIds" in scope && scope.dealIds.length === 0) return new Map();
  const [quoteRows, orderRows] =
    "dealIds" in scope
      ? await together(db, [
          () => pageStats(db).quotes.execute({ accountId, dealIds: scope.dealIds }),
          () => pageStats(db).orders.execute({ accountId, dealIds: scope.dealIds }),
        ])
      : await workflowStats(db, accountId, scope.workflowId);
  const stats = new Map<string, DealStats>();
  for (const row of quoteRows) {
    stats.set(row.dealId, {
      ...noStats,
      quoteCount: Number(row.quoteCount),
      acceptedValue: row.acceptedValue,
    });
  }
  for (const row of orderRows) {
    if (row.dealId === null) continue;
    stats.set(row.dealId, { ...(stats.get(row.dealId) ?? noStats), orderCount: Number(row.orderCount) });
  }
  return stats;
}
