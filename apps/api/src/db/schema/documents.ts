import { foreignKey, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./accounts.ts";
import { deals } from "./deals.ts";
import { employees } from "./people.ts";

/**
 * Stored files. ATTACHMENT = uploaded by staff; DEAL = made by the portal (read-only); LOGO = the
 * company logo the PDFs show (no deal). Integer ids, as
 * the spec's document calls use numbers. deal_id is null for documents of other owners (suppliers, later).
 */
export const documents = pgTable(
  "documents",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id),
    dealId: uuid("deal_id"),
    kind: text("kind", { enum: ["ATTACHMENT", "DEAL", "LOGO"] }).notNull(),
    name: text("name").notNull(),
    mimeType: text("mime_type").notNull(),
    size: integer("size").notNull(),
    /** Where the files adapter keeps the bytes; ends with the file's extension. */
    storageKey: text("storage_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer("created_by").references(() => employees.id, { onDelete: "set null" }),
  },
  (table) => [
    foreignKey({
      name: "documents_deal_fk",
      columns: [table.accountId, table.dealId],
      foreignColumns: [deals.accountId, deals.id],
    }),
    unique("documents_account_id").on(table.accountId, table.id),
    index("documents_deal").on(table.accountId, table.dealId, table.createdAt),
  ],
);
