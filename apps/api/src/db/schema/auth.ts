import { index, integer, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./accounts.ts";
import { employees } from "./people.ts";

/** Server-side sessions. `id` is the SHA-256 of the cookie's random token, so a leaked table cannot sign anyone in. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id),
    employeeId: integer("employee_id")
      .notNull()
      .references(() => employees.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    /** Absolute end, whatever the activity. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("sessions_employee").on(table.employeeId)],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    /** SHA-256 of the token sent by email. */
    id: text("id").primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id),
    employeeId: integer("employee_id")
      .notNull()
      .references(() => employees.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    /** RESET: asked for from the sign-in page; INVITE: sent to a new employee to set their first password. */
    purpose: text("purpose", { enum: ["RESET", "INVITE"] })
      .notNull()
      .default("RESET"),
  },
  (table) => [index("password_reset_tokens_employee").on(table.employeeId)],
);

/**
 * Events counted by the rate limits that must hold across processes (failed sign-ins per username and
 * per address, reset requests per email). Rows older than the longest window are pruned.
 */
export const rateLimitEvents = pgTable(
  "rate_limit_events",
  {
    id: serial("id").primaryKey(),
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (table) => [index("rate_limit_events_key").on(table.bucket, table.key, table.at)],
);

/**
 * Request counters of the per-route limits (@fastify/rate-limit's store when there is no Redis): one
 * row per route and client address, its count in the current fixed window. Shared by every process.
 */
export const requestCounters = pgTable("request_counters", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
});
