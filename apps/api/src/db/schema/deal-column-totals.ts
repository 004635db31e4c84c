// What each status column of a workflow holds, kept by triggers on deals and quotes (migration 0020): how
// many live (not archived) deals, and the value of their accepted live quotes (deals.accepted_value). The board as it opens reads
// a row per column instead of counting every deal and summing every accepted quote, so its call costs
// what is on screen, not the workflow's size (issue 10).
import { integer, numeric, pgTable, primaryKey, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./accounts.ts";

export const dealColumnTotals = pgTable(
  "deal_column_totals",
  {
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    workflowId: uuid("workflow_id").notNull(),
    statusId: uuid("status_id").notNull(),
    liveCount: integer("live_count").notNull().default(0),
    acceptedValue: numeric("accepted_value", { precision: 14, scale: 2 }).notNull().default("0"),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.workflowId, table.statusId] })],
);
