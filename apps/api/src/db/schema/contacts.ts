import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { accounts } from "./accounts.ts";
import { searchColumns } from "./search.ts";

export const contacts = pgTable(
  "contacts",
  {
    id: uuid("id").primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id),
    tuid: integer("tuid").notNull(),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone"),
    externalLink: text("external_link"),
    /** The provider's raw record (View raw data). */
    externalData: jsonb("external_data").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    /** The contact provider that owns the record; "portal" is the built-in primary provider. */
    providerConfigId: text("provider_config_id").notNull().default("portal"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ...searchColumns([`"name"`, `"email"`, `"phone"`]),
  },
  (table) => [
    unique("contacts_account_id").on(table.accountId, table.id),
    uniqueIndex("contacts_account_tuid").on(table.accountId, table.tuid),
    index("contacts_account_name").on(table.accountId, sql`lower(${table.name})`),
    // fastupdate off: why in search.ts.
    index("contacts_account_search")
      .using("gin", table.accountId, table.searchVector)
      .with({ fastupdate: false }),
  ],
);
