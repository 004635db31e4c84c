import type { LegacyOrderRecord } from "@portal/contract";
import { sql } from "drizzle-orm";
import {
  date,
  foreignKey,
  index,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { accounts } from "./accounts.ts";
import { contacts } from "./contacts.ts";

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/**
 * Orders imported from the external CRM (module BURNS_LEGACY_ORDERS), read-only in the portal. The
 * headline fields are columns; the whole record, as imported, is `data`.
 */
export const legacyOrders = pgTable(
  "legacy_orders",
  {
    id: uuid("id").primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id),
    /** The customer, when the import matched one (by email, then by name). */
    contactId: uuid("contact_id"),
    orderNum: text("order_num").notNull(),
    subject: text("subject"),
    status: text("status"),
    owner: text("owner"),
    supplier: text("supplier"),
    confirmDate: date("confirm_date", { mode: "string" }),
    cbfDate: date("cbf_date", { mode: "string" }),
    notificationDate: date("notification_date", { mode: "string" }),
    installDate: date("install_date", { mode: "string" }),
    installCost: money("install_cost"),
    gp: money("gp"),
    gpPercentage: money("gp_percentage"),
    gst: money("gst"),
    exGst: money("ex_gst"),
    netCharged: money("net_charged"),
    totalDue: money("total_due"),
    listTotal: money("list_total"),
    manufactureCost: money("manufacture_cost"),
    salesCommission: money("sales_commission"),
    /** The record as imported (legacyOrderRecordSchema's output). */
    data: jsonb("data").$type<LegacyOrderRecord>().notNull(),
    importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("legacy_orders_account_order_num").on(table.accountId, table.orderNum),
    foreignKey({
      name: "legacy_orders_contact_fk",
      columns: [table.accountId, table.contactId],
      foreignColumns: [contacts.accountId, contacts.id],
    }),
    index("legacy_orders_account_contact").on(
      table.accountId,
      table.contactId,
      sql`${table.installDate} desc nulls last`,
    ),
  ],
);
