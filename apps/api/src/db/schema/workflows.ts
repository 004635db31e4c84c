import type { WorkflowModule } from "@portal/contract";
import type { FlagAppearance, Phase } from "@portal/domain";
import { sql } from "drizzle-orm";
import {
  boolean,
  foreignKey,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { accounts } from "./accounts.ts";

// Child rows point at their parent through (account_id, id), so a row can never reference another
// account's parent and every key leads with account_id (ARCHITECTURE.md "Growing past one machine").
// Referenced keys are UNIQUE constraints (not indexes) so they exist before the foreign keys that use them.

export const workflows = pgTable(
  "workflows",
  {
    id: uuid("id").primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id),
    name: text("name").notNull(),
    /** The board's URL name; fixed at creation so links and bookmarks survive a rename. */
    slug: text("slug").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    isEditable: boolean("is_editable").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    /** The deal detail tabs in order; validated by the contract's workflowModuleSchema on every write. */
    modules: jsonb("modules").$type<WorkflowModule[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("workflows_account_id").on(table.accountId, table.id),
    uniqueIndex("workflows_account_slug").on(table.accountId, table.slug),
  ],
);

export const workflowStatuses = pgTable(
  "workflow_statuses",
  {
    id: uuid("id").primaryKey(),
    accountId: uuid("account_id").notNull(),
    workflowId: uuid("workflow_id").notNull(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    phase: text("phase").$type<Phase>().notNull(),
    sortOrder: integer("sort_order").notNull(),
  },
  (table) => [
    foreignKey({
      name: "workflow_statuses_workflow_fk",
      columns: [table.accountId, table.workflowId],
      foreignColumns: [workflows.accountId, workflows.id],
    }).onDelete("cascade"),
    // Lets a deal's (workflow, status) pair be checked by one foreign key.
    unique("workflow_statuses_account_workflow_id").on(table.accountId, table.workflowId, table.id),
    uniqueIndex("workflow_statuses_workflow_slug").on(table.accountId, table.workflowId, table.slug),
  ],
);

export const workflowFlags = pgTable(
  "workflow_flags",
  {
    id: uuid("id").primaryKey(),
    accountId: uuid("account_id").notNull(),
    workflowId: uuid("workflow_id").notNull(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    sortOrder: integer("sort_order").notNull(),
  },
  (table) => [
    foreignKey({
      name: "workflow_flags_workflow_fk",
      columns: [table.accountId, table.workflowId],
      foreignColumns: [workflows.accountId, workflows.id],
    }).onDelete("cascade"),
    unique("workflow_flags_account_id").on(table.accountId, table.id),
    uniqueIndex("workflow_flags_workflow_slug").on(table.accountId, table.workflowId, table.slug),
  ],
);

export const workflowFlagValues = pgTable(
  "workflow_flag_values",
  {
    id: uuid("id").primaryKey(),
    accountId: uuid("account_id").notNull(),
    flagId: uuid("flag_id").notNull(),
    label: text("label").notNull(),
    slug: text("slug").notNull(),
    appearance: text("appearance").$type<FlagAppearance>().notNull(),
    showOnCard: boolean("show_on_card").notNull().default(false),
    isDefault: boolean("is_default").notNull().default(false),
    sortOrder: integer("sort_order").notNull(),
  },
  (table) => [
    foreignKey({
      name: "workflow_flag_values_flag_fk",
      columns: [table.accountId, table.flagId],
      foreignColumns: [workflowFlags.accountId, workflowFlags.id],
    }).onDelete("cascade"),
    // Lets a deal's (flag, value) pair be checked by one foreign key.
    unique("workflow_flag_values_account_flag_id").on(table.accountId, table.flagId, table.id),
    uniqueIndex("workflow_flag_values_flag_slug").on(table.accountId, table.flagId, table.slug),
    // The import and seed guarantee one default per flag; the database keeps it so.
    uniqueIndex("workflow_flag_values_one_default")
      .on(table.accountId, table.flagId)
      .where(sql`${table.isDefault}`),
  ],
);

/** Per-account UI settings the web app saves whole, e.g. DEAL_WORKFLOWS (preset filters per workflow). */
export const accountWebSettings = pgTable(
  "account_web_settings",
  {
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id),
    key: text("key").notNull(),
    value: jsonb("value").$type<unknown>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.key] })],
);
