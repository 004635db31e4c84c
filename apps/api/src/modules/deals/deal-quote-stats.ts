// What a deal's quotes add to the deal: how many it has (the alerts count them) and the value of
// its accepted ones (the board's column totals).
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { deals, quotes } from "../../db/schema/index.ts";

export type QuoteStats = { quoteCount: number; acceptedValue: string };

export const noQuotes: QuoteStats = { quoteCount: 0, acceptedValue: "0.00" };

/** Per deal of the account (all of one workflow's, or the ids given): its live quotes. */
export async function quoteStatsOf(
  db: Db,
  accountId: string,
  scope: { workflowId: string } | { dealIds: readonly string[] },
): Promise<Map<string, QuoteStats>> {
  if ("dealIds" in scope && scope.dealIds.length === 0) return new Map();
  const dealFilter =
    "dealIds" in scope
      ? inArray(quotes.dealId, [...scope.dealIds])
      : inArray(
          quotes.dealId,
          db
            .select({ id: deals.id })
            .from(deals)
            .where(and(eq(deals.accountId, accountId), eq(deals.workflowId, scope.workflowId))),
        );
  const rows = await db
    .select({
      dealId: quotes.dealId,
      quoteCount: sql<number>`count(*)::int`,
      acceptedValue: sql<string>`coalesce(sum(${quotes.totalSellPrice}) filter (where ${quotes.status} = 'ACCEPTED'), 0)::numeric(14,2)::text`,
    })
    .from(quotes)
    .where(and(eq(quotes.accountId, accountId), eq(quotes.isArchived, false), dealFilter))
    .groupBy(quotes.dealId);
  return new Map(
    rows.map((row) => [row.dealId, { quoteCount: Number(row.quoteCount), acceptedValue: row.acceptedValue }]),
  );
}
