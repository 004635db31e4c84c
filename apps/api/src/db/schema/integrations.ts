// Settings → Integrations (issue 14): the account's calendar connections and external contact
// providers. Secrets are kept encrypted with the app secret, never in the clear.
import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./accounts.ts";
import { employees } from "./people.ts";

export type CalendarProvider = "GOOGLE" | "MICROSOFT" | "IMAP" | "VIRTUAL_CALENDAR" | "ICLOUD" | "EWS";
export type ConnectionStatus = "VALID" | "INVALID";

export const calendarConnections = pgTable(
  "calendar_connections",
  {
    id: serial("id").primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id),
    provider: text("provider").$type<CalendarProvider>().notNull(),
    status: text("status").$type<ConnectionStatus>().notNull(),
    /** The calendar account's address (for VIRTUAL_CALENDAR, the company's email). */
    email: text("email").notNull(),
    /** Encrypted OAuth tokens (null for VIRTUAL_CALENDAR). */
    accessTokenEnc: text("access_token_enc"),
    refreshTokenEnc: text("refresh_token_enc"),
    tokenExpiresAt: timestamp("token_expires_at", { withTimezone: true }),
    createdBy: integer("created_by").references(() => employees.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("calendar_connections_account").on(table.accountId, table.id),
    uniqueIndex("calendar_connections_unique").on(
      table.accountId,
      table.provider,
      sql`lower(${table.email})`,
    ),
  ],
);

/**
 * An OAuth authorisation in flight: the `state` sent to the provider (kept as a sha256) with its PKCE
 * verifier, so the callback can be matched on any process. Used once; expires after minutes.
 */
export const oauthStates = pgTable(
  "oauth_states",
  {
    id: text("id").primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id),
    employeeId: integer("employee_id")
      .notNull()
      .references(() => employees.id, { onDelete: "cascade" }),
    provider: text("provider").$type<CalendarProvider>().notNull(),
    codeVerifier: text("code_verifier").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("oauth_states_account").on(table.accountId)],
);

export type ContactProviderSchema = "ZOHO" | "PODIUM" | "NYLAS";

export const contactProviders = pgTable(
  "contact_providers",
  {
    /** Also a contact's `providerConfigId`; the built-in provider is "portal" and has no row. */
    id: uuid("id").primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id),
    schema: text("schema").$type<ContactProviderSchema>().notNull(),
    /** The provider's API key, encrypted with the app secret. */
    apiKeyEnc: text("api_key_enc").notNull(),
    /** The key's last four characters, to tell keys apart without revealing them. */
    apiKeyHint: text("api_key_hint").notNull(),
    status: text("status").$type<ConnectionStatus>().notNull(),
    createdBy: integer("created_by").references(() => employees.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex("contact_providers_schema").on(table.accountId, table.schema)],
);
