// A personnel person's private calendar feed (issue 13): the secret of its URL, kept only as a hash.
import {
  foreignKey,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { accounts } from "./accounts.ts";
import { employees } from "./people.ts";
import { personnel } from "./personnel.ts";

export const personnelCalendarFeeds = pgTable(
  "personnel_calendar_feeds",
  {
    id: uuid("id").primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id),
    personId: uuid("person_id").notNull(),
    /** sha256 (hex) of the URL's token; the token itself is answered once, when the feed is made. */
    tokenHash: text("token_hash").notNull(),
    createdBy: integer("created_by").references(() => employees.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    // The person goes, and so does their feed.
    foreignKey({
      name: "personnel_calendar_feeds_person_fk",
      columns: [table.accountId, table.personId],
      foreignColumns: [personnel.accountId, personnel.id],
    }).onDelete("cascade"),
    // One live link per person: a new one replaces it (the old URL stops working).
    unique("personnel_calendar_feeds_person").on(table.accountId, table.personId),
    uniqueIndex("personnel_calendar_feeds_token").on(table.tokenHash),
  ],
);
