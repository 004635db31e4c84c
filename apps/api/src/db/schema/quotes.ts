// Quotes of a deal and their lines (DOMAIN.md "Quotes", "Pricing"). A line keeps what it was priced
// with (versions, cost, sell, breakdown): supplier changes show as pending updates until applied.
import type { LineChoices } from "@portal/contract";
import type {
  BreakdownEntry,
  ChargeVersions,
  LineError,
  PriceStep,
  QuoteAdjustmentInput,
  QuoteConfig,
} from "@portal/domain";
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { catalogueProducts } from "./catalogue.ts";
import { deals } from "./deals.ts";
import { documents } from "./documents.ts";
import { employees } from "./people.ts";
import { searchColumns } from "./search.ts";
import { manufacturers } from "./suppliers.ts";

export const quotes = pgTable(
  "quotes",
  {
    id: uuid("id").primaryKey(),
    accountId: uuid("account_id").notNull(),
    dealId: uuid("deal_id").notNull(),
    tuid: integer("tuid").notNull(),
    externalId: text("external_id"),
    description: text("description").notNull().default(""),
    customerNotes: text("customer_notes").notNull().default(""),
    status: text("status", { enum: ["DRAFT", "ACCEPTED"] }).notNull(),
    isArchived: boolean("is_archived").notNull().default(false),
    version: integer("version").notNull().default(1),
    /** Copied from the dealer settings when the quote is made; settings changes never touch it. */
    config: jsonb("config").$type<QuoteConfig>().notNull(),
    adjustments: jsonb("adjustments").$type<QuoteAdjustmentInput[]>().notNull(),
    sellTaxOverride: numeric("sell_tax_override", { precision: 14, scale: 2 }),
    depositAmountOverride: numeric("deposit_amount_override", { precision: 14, scale: 2 }),
    /** The grand total inc tax, kept with every change for lists and the board's column totals. */
    totalSellPrice: numeric("total_sell_price", { precision: 14, scale: 2 }).notNull().default("0"),
    totalQuantity: integer("total_quantity").notNull().default(0),
    orderLineCount: integer("order_line_count").notNull().default(0),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: integer("accepted_by").references(() => employees.id),
    /** PNG data URL of the drawn signature, when there was one. */
    signature: text("signature"),
    acceptedDocumentId: integer("accepted_document_id").references(() => documents.id),
    /** The name the customer signed with on the customer quote page (staff acceptances leave it null). */
    acceptedByName: text("accepted_by_name"),
    /** The customer page's token (128 random bits, base64url): the link works until it is revoked. */
    shareToken: text("share_token"),
    /** When the customer first opened the shared page. */
    viewedAt: timestamp("viewed_at", { withTimezone: true }),
    createdBy: integer("created_by").references(() => employees.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    // "Q-1042" is found as q1042 (and 1042, and its prefixes).
    ...searchColumns([`'q' || "tuid"::text`, `"tuid"::text`, `"description"`]),
  },
  (table) => [
    foreignKey({
      name: "quotes_deal_fk",
      columns: [table.accountId, table.dealId],
      foreignColumns: [deals.accountId, deals.id],
    }),
    unique("quotes_account_id").on(table.accountId, table.id),
    uniqueIndex("quotes_account_tuid").on(table.accountId, table.tuid),
    uniqueIndex("quotes_share_token").on(table.shareToken),
    index("quotes_account_deal").on(table.accountId, table.dealId),
    // fastupdate off: why in search.ts.
    index("quotes_account_search")
      .using("gin", table.accountId, table.searchVector)
      .with({ fastupdate: false }),
  ],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: uuid("id").primaryKey(),
    accountId: uuid("account_id").notNull(),
    quoteId: uuid("quote_id").notNull(),
    productId: uuid("product_id")
      .notNull()
      .references(() => catalogueProducts.id),
    manufacturerId: integer("manufacturer_id")
      .notNull()
      .references(() => manufacturers.id),
    orderWindowId: text("order_window_id"),
    choices: jsonb("choices").$type<LineChoices>().notNull(),
    /** The product's versions this line was priced with. */
    pricedWith: jsonb("priced_with").$type<ChargeVersions>().notNull(),
    unitCost: numeric("unit_cost", { precision: 14, scale: 4 }).notNull(),
    unitSellExTax: numeric("unit_sell_ex_tax", { precision: 14, scale: 4 }).notNull(),
    breakdown: jsonb("breakdown").$type<BreakdownEntry[]>().notNull(),
    errors: jsonb("errors").$type<LineError[]>().notNull(),
    explanation: jsonb("explanation").$type<PriceStep[]>().notNull(),
    sortOrder: integer("sort_order").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    foreignKey({
      name: "order_lines_quote_fk",
      columns: [table.accountId, table.quoteId],
      foreignColumns: [quotes.accountId, quotes.id],
    }).onDelete("cascade"),
    index("order_lines_account_quote").on(table.accountId, table.quoteId, table.sortOrder),
  ],
);
