import { sql } from "drizzle-orm";
import { check, foreignKey, index, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { deals } from "./deals.ts";

/**
 * A link between two deals of one account. Links are symmetric, so each pair is stored once with the
 * smaller id first (the check keeps it so); a deal's links are the rows naming it on either side.
 */
export const relatedDeals = pgTable(
  "related_deals",
  {
    accountId: uuid("account_id").notNull(),
    lowDealId: uuid("low_deal_id").notNull(),
    highDealId: uuid("high_deal_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.lowDealId, table.highDealId] }),
    check("related_deals_ordered", sql`${table.lowDealId} < ${table.highDealId}`),
    foreignKey({
      name: "related_deals_low_fk",
      columns: [table.accountId, table.lowDealId],
      foreignColumns: [deals.accountId, deals.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "related_deals_high_fk",
      columns: [table.accountId, table.highDealId],
      foreignColumns: [deals.accountId, deals.id],
    }).onDelete("cascade"),
    index("related_deals_high").on(table.accountId, table.highDealId),
  ],
);
