import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { deals } from "./deals.ts";
import { employees } from "./people.ts";
import { workflows } from "./workflows.ts";

/** One per CHECKLIST module of a workflow (the module's config.dataSourceId); its name follows config.name. */
export const checklistDataSources = pgTable(
  "checklist_data_sources",
  {
    accountId: uuid("account_id").notNull(),
    id: uuid("id").primaryKey(),
    workflowId: uuid("workflow_id").notNull(),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: "checklist_data_sources_workflow_fk",
      columns: [table.accountId, table.workflowId],
      foreignColumns: [workflows.accountId, workflows.id],
    }).onDelete("cascade"),
    unique("checklist_data_sources_account_id").on(table.accountId, table.id),
    index("checklist_data_sources_workflow").on(table.accountId, table.workflowId),
  ],
);

/** A deal's items of one checklist, in sort order (with gaps, like the board). */
export const checklistItems = pgTable(
  "checklist_items",
  {
    accountId: uuid("account_id").notNull(),
    id: uuid("id").primaryKey(),
    dealId: uuid("deal_id").notNull(),
    dataSourceId: uuid("data_source_id").notNull(),
    label: text("label").notNull(),
    isChecked: boolean("is_checked").notNull().default(false),
    sortOrder: integer("sort_order").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer("updated_by").references(() => employees.id, { onDelete: "set null" }),
  },
  (table) => [
    foreignKey({
      name: "checklist_items_deal_fk",
      columns: [table.accountId, table.dealId],
      foreignColumns: [deals.accountId, deals.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "checklist_items_data_source_fk",
      columns: [table.accountId, table.dataSourceId],
      foreignColumns: [checklistDataSources.accountId, checklistDataSources.id],
    }).onDelete("cascade"),
    index("checklist_items_deal_list").on(table.accountId, table.dealId, table.dataSourceId, table.sortOrder),
    index("checklist_items_account_id").on(table.accountId, table.id),
  ],
);
