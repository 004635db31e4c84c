import { paymentRecordStatuses, paymentStatuses, paymentTypes } from "@portal/domain";
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { deals } from "./deals.ts";
import { employees } from "./people.ts";
import { quotes } from "./quotes.ts";

/**
 * A deal's payments: MANUAL ones the dealer records, CARD ones the customer pays through the link
 * `/checkout/{id}` (the id is a random UUID, so the link cannot be guessed). Archiving hides a
 * payment from the deal (the row stays).
 */
export const payments = pgTable(
  "payments",
  {
    accountId: uuid("account_id").notNull(),
    id: uuid("id").primaryKey(),
    dealId: uuid("deal_id").notNull(),
    type: text("type", { enum: paymentTypes }).notNull(),
    amount: numeric("amount", { precision: 14, scale: 2 }).notNull(),
    /** ISO 4217, upper case; every payment of this portal is in USD (spec 001 §9). */
    currency: text("currency").notNull().default("USD"),
    status: text("status", { enum: paymentStatuses }).notNull(),
    /** The day it was paid; kept only while PAID. */
    transactedAt: date("transacted_at", { mode: "string" }),
    description: text("description").notNull().default(""),
    reference: text("reference"),
    /**
     * The quote this payment is for: the deposit the customer's page asks for, or a payment staff
     * recorded against the quote. The customer's quote page shows only its own quote's payments.
     */
    quoteId: uuid("quote_id"),
    /** The deposit link the customer's quote page made (once per quote). */
    isQuoteDeposit: boolean("is_quote_deposit").notNull().default(false),
    /** Who paid by card: the email the customer gave at checkout. */
    payerEmail: text("payer_email"),
    /**
     * Card charges the provider took after the one that paid it (two checkout sessions both paid before
     * one could be ended): each is money to refund, shown to staff and never dropped.
     */
    extraCharges: integer("extra_charges").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    createdBy: integer("created_by").references(() => employees.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    updatedBy: integer("updated_by").references(() => employees.id, { onDelete: "set null" }),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
  },
  (table) => [
    foreignKey({
      name: "payments_deal_fk",
      columns: [table.accountId, table.dealId],
      foreignColumns: [deals.accountId, deals.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "payments_quote_fk",
      columns: [table.accountId, table.quoteId],
      foreignColumns: [quotes.accountId, quotes.id],
    }),
    unique("payments_account_id").on(table.accountId, table.id),
    // One deposit payment per quote.
    uniqueIndex("payments_quote_deposit")
      .on(table.accountId, table.quoteId)
      .where(sql`${table.isQuoteDeposit}`),
    index("payments_deal").on(table.accountId, table.dealId, table.createdAt),
  ],
);

/**
 * A card payment's attempts: one per checkout session at the provider, PENDING until the provider
 * says how it ended (the return page's check or a webhook, whichever comes first).
 */
export const paymentRecords = pgTable(
  "payment_records",
  {
    accountId: uuid("account_id").notNull(),
    id: uuid("id").primaryKey(),
    paymentId: uuid("payment_id").notNull(),
    /** "test" (the portal's own card form) or "stripe". */
    provider: text("provider").notNull(),
    /** The provider's checkout session id. */
    sessionId: text("session_id").notNull(),
    status: text("status", { enum: paymentRecordStatuses }).notNull(),
    /** The amount and currency the session charges, in the currency's minor units. */
    amountMinor: integer("amount_minor").notNull(),
    currency: text("currency").notNull(),
    email: text("email"),
    /** The provider's reason when the attempt failed. */
    failure: text("failure"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    foreignKey({
      name: "payment_records_payment_fk",
      columns: [table.accountId, table.paymentId],
      foreignColumns: [payments.accountId, payments.id],
    }).onDelete("cascade"),
    unique("payment_records_session").on(table.provider, table.sessionId),
    index("payment_records_payment").on(table.accountId, table.paymentId),
  ],
);

/** Provider events already applied: a webhook delivered twice (or replayed) changes nothing the second time. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ name: "payment_events_pk", columns: [table.provider, table.eventId] })],
);

/**
 * The test provider's own checkout sessions (PAYMENTS_PROVIDER=test): what Stripe would keep on its
 * side. Nothing else reads them; the portal's view of an attempt is its payment record.
 */
export const testCheckoutSessions = pgTable("test_checkout_sessions", {
  id: text("id").primaryKey(),
  clientSecret: text("client_secret").notNull(),
  /** The portal's payment, as Stripe keeps it in the session's metadata. */
  paymentId: text("payment_id").notNull(),
  amountMinor: integer("amount_minor").notNull(),
  currency: text("currency").notNull(),
  email: text("email"),
  status: text("status", { enum: ["open", "complete", "expired"] }).notNull(),
  paid: boolean("paid").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});
