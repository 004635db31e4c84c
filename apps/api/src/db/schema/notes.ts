import { foreignKey, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { deals } from "./deals.ts";
import { employees } from "./people.ts";

/** A deal's notes; archiving hides a note from the deal (the row stays). */
export const notes = pgTable(
  "notes",
  {
    accountId: uuid("account_id").notNull(),
    id: uuid("id").primaryKey(),
    dealId: uuid("deal_id").notNull(),
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer("created_by").references(() => employees.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer("updated_by").references(() => employees.id, { onDelete: "set null" }),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
  },
  (table) => [
    foreignKey({
      name: "notes_deal_fk",
      columns: [table.accountId, table.dealId],
      foreignColumns: [deals.accountId, deals.id],
    }).onDelete("cascade"),
    index("notes_deal").on(table.accountId, table.dealId, table.createdAt),
    index("notes_account_id").on(table.accountId, table.id),
  ],
);
