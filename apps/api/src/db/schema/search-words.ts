// The words each account's searched rows hold (issue 13), for forgiving typos: pg_trgm compares a typed
// word with this short list (milliseconds) instead of with every row's text, and the words it finds are
// searched as full-text lexemes through the tables' GIN indexes. Filled by triggers on the searched
// tables (migration 0018): a row's new words are added, none removed (a stale word finds nothing).
import { index, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./accounts.ts";

export const searchWords = pgTable(
  "search_words",
  {
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    word: text("word").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.word] }),
    index("search_words_word").using("gin", table.word.op("gin_trgm_ops")).with({ fastupdate: false }),
  ],
);
