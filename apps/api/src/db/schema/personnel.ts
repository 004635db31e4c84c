// Personnel (spec 000 §3 "Personnel person"): the people who measure, install and visit, with labels.
// Not employees: a person may never sign in. They take part in appointments by email.
import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./accounts.ts";
import { searchColumns } from "./search.ts";

export const personnel = pgTable(
  "personnel",
  {
    id: uuid("id").primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id),
    name: text("name").notNull(),
    /** How the person is found among an appointment's participants (case-insensitive, per account). */
    email: text("email").notNull(),
    labels: text("labels").array().notNull().default(sql`'{}'::text[]`),
    notes: text("notes").notNull().default(""),
    /** One of personnelBadgeColors (packages/domain). */
    badgeColor: text("badge_color").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ...searchColumns([`"name"`, `"email"`]),
  },
  (table) => [
    unique("personnel_account_id").on(table.accountId, table.id),
    // 'Email already in use' (spec 001 §5), and the lookup from a participant's email.
    uniqueIndex("personnel_account_email").on(table.accountId, sql`lower(${table.email})`),
    index("personnel_account_name").on(table.accountId, sql`lower(${table.name})`),
    // fastupdate off: why in search.ts.
    index("personnel_account_search")
      .using("gin", table.accountId, table.searchVector)
      .with({ fastupdate: false }),
  ],
);
