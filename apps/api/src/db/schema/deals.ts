import { sql } from "drizzle-orm";
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { accounts } from "./accounts.ts";
import { contacts } from "./contacts.ts";
import { employees } from "./people.ts";
import { searchColumns } from "./search.ts";
import { workflowFlags, workflowFlagValues, workflowStatuses, workflows } from "./workflows.ts";

export const deals = pgTable(
  "deals",
  {
    id: uuid("id").primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id),
    /** The number people say ("D-1042"), per account. */
    tuid: integer("tuid").notNull(),
    workflowId: uuid("workflow_id").notNull(),
    statusId: uuid("status_id").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    sidemark: text("sidemark"),
    contactId: uuid("contact_id"),
    /** Position in its status column, ascending, with gaps (see placeInColumn in packages/domain). */
    sortOrder: integer("sort_order").notNull(),
    isArchived: boolean("is_archived").notNull().default(false),
    /**
     * The value of its accepted live quotes, kept by a trigger on quotes (migration 0020) for the board's
     * column totals (deal_column_totals); the API reads a deal's value from its quotes.
     */
    acceptedValue: numeric("accepted_value", { precision: 14, scale: 2 }).notNull().default("0"),
    /** Bumped by every change; a write carrying an older one answers 409. */
    version: integer("version").notNull().default(1),
    /** Custom field values by custom field key. */
    udfs: jsonb("udfs").$type<Record<string, string | null>>().notNull().default(sql`'{}'::jsonb`),
    createdBy: integer("created_by").references(() => employees.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // "D-1042" is found as d1042 (and 1042, and its prefixes).
    ...searchColumns([`'d' || "tuid"::text`, `"tuid"::text`, `"name"`, `"sidemark"`, `"description"`]),
  },
  (table) => [
    foreignKey({
      name: "deals_workflow_fk",
      columns: [table.accountId, table.workflowId],
      foreignColumns: [workflows.accountId, workflows.id],
    }),
    // The status must belong to the deal's own workflow.
    foreignKey({
      name: "deals_status_fk",
      columns: [table.accountId, table.workflowId, table.statusId],
      foreignColumns: [workflowStatuses.accountId, workflowStatuses.workflowId, workflowStatuses.id],
    }),
    foreignKey({
      name: "deals_contact_fk",
      columns: [table.accountId, table.contactId],
      foreignColumns: [contacts.accountId, contacts.id],
    }),
    unique("deals_account_id").on(table.accountId, table.id),
    uniqueIndex("deals_account_tuid").on(table.accountId, table.tuid),
    // The board: one workflow's columns in order.
    index("deals_board").on(table.accountId, table.workflowId, table.statusId, table.sortOrder),
    index("deals_account_contact").on(table.accountId, table.contactId),
    // fastupdate off: why in search.ts.
    index("deals_account_search")
      .using("gin", table.accountId, table.searchVector)
      .with({ fastupdate: false }),
  ],
);

/** A deal's chosen value per flag of its workflow (one row per flag). */
export const dealFlagValues = pgTable(
  "deal_flag_values",
  {
    accountId: uuid("account_id").notNull(),
    dealId: uuid("deal_id").notNull(),
    flagId: uuid("flag_id").notNull(),
    valueId: uuid("value_id").notNull(),
  },
  (table) => [
    // Leads with the account like every index, so reading a board's flag values is one index scan per deal.
    primaryKey({ columns: [table.accountId, table.dealId, table.flagId] }),
    foreignKey({
      name: "deal_flag_values_deal_fk",
      columns: [table.accountId, table.dealId],
      foreignColumns: [deals.accountId, deals.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "deal_flag_values_flag_fk",
      columns: [table.accountId, table.flagId],
      foreignColumns: [workflowFlags.accountId, workflowFlags.id],
    }),
    // The value must belong to the flag.
    foreignKey({
      name: "deal_flag_values_value_fk",
      columns: [table.accountId, table.flagId, table.valueId],
      foreignColumns: [workflowFlagValues.accountId, workflowFlagValues.flagId, workflowFlagValues.id],
    }),
    index("deal_flag_values_account_value").on(table.accountId, table.flagId, table.valueId),
  ],
);
