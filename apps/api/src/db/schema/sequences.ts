import { integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./accounts.ts";

/**
 * The last `tuid` handed out per account and kind (deal, contact, ...). Taking the next one is one
 * `UPDATE … SET last_value = last_value + 1 RETURNING`, which serialises concurrent creations per account.
 */
export const accountSequences = pgTable(
  "account_sequences",
  {
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id),
    kind: text("kind").$type<"deal" | "contact" | "quote" | "purchase_order">().notNull(),
    lastValue: integer("last_value").notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.kind] })],
);
