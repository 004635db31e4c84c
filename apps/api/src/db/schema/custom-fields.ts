import type { CustomField } from "@portal/contract";
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./accounts.ts";

/** Custom deal fields ("udfs"). A deal keeps its value under `udfs[key]`; archived fields keep their values. */
export const customFields = pgTable(
  "custom_fields",
  {
    id: uuid("id").primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id),
    name: text("name").notNull(),
    /** Derived once from the name at creation and never changed (the contract's path is `udfs.<key>`). */
    key: text("key").notNull(),
    /** Fixed after creation. */
    type: text("type").$type<CustomField["type"]>().notNull(),
    required: boolean("required").notNull().default(false),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("custom_fields_account_key").on(table.accountId, table.key),
    index("custom_fields_account").on(table.accountId, table.createdAt),
  ],
);
