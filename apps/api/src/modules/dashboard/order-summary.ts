// The dashboard's 'Orders' section (spec 000 §2, issue 12): the account's recent purchase orders counted
// and their cost summed per status in one grouped query, instead of shipping up to 10,000 rows to the
// browser. It reads the orders list's index (account, created) for the days asked for.
import type { OrderSummary, OrderSummaryQuery } from "@portal/contract";
import { orderSummaryDays } from "@portal/contract";
import { purchaseOrderStatuses } from "@portal/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { purchaseOrders } from "../../db/schema/index.ts";
import { accountDay, isRealDay, onAccountDays } from "../../platform/account-time-zone.ts";
import { validationFailed } from "../../platform/errors.ts";
import type { Auth } from "../../platform/session-store.ts";
import { visibleTo } from "../purchase-orders/purchase-orders.service.ts";

/** yyyy-MM-dd moved by whole days (the calendar's days: no time of day, no zone). */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Orders created from `from` to `to` (days in the account's time zone, both included), not archived and
 * visible to the caller, per status. Without `to` the range ends today; without `from` it is 30 days long.
 */
export async function getOrderSummary(
  db: Db,
  auth: Auth,
  query: OrderSummaryQuery,
  now: Date,
): Promise<OrderSummary> {
  for (const field of ["from", "to"] as const) {
    const day = query[field];
    if (day && !isRealDay(day)) throw validationFailed({ [field]: "INVALID_FORMAT" });
  }
  const to = query.to ?? (await accountDay(db, auth.accountId, now));
  const from = query.from ?? addDays(to, 1 - orderSummaryDays);
  const rows = await db
    .select({
      status: purchaseOrders.status,
      orderCount: sql<number>`count(*)::int`,
      // numeric all the way: the text of an exact sum, never a float.
      totalCost: sql<string>`sum(${purchaseOrders.totalCost})::text`,
    })
    .from(purchaseOrders)
    .where(
      and(
        visibleTo(auth),
        eq(purchaseOrders.isArchived, false),
        onAccountDays(purchaseOrders.createdAt, auth.accountId, { from, to }),
      ),
    )
    .groupBy(purchaseOrders.status);
  return {
    from,
    to,
    statuses: purchaseOrderStatuses.map((status) => {
      const row = rows.find((found) => found.status === status);
      return { status, orderCount: row?.orderCount ?? 0, totalCost: row?.totalCost ?? "0.00" };
    }),
  };
}
