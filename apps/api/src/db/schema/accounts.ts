import type { Address } from "@portal/contract";
import type { AccountModule } from "@portal/domain";
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export const countries = pgTable("countries", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  iso2Code: text("iso2_code").notNull().unique(),
  iso3Code: text("iso3_code").notNull(),
  callingCode: text("calling_code").notNull(),
  measureSystem: text("measure_system", { enum: ["METRIC", "IMPERIAL"] }).notNull(),
  currencyCode: text("currency_code").notNull(),
  currencySymbol: text("currency_symbol").notNull(),
  locale: text("locale").notNull(),
  laborTaxControl: integer("labor_tax_control").notNull(),
  taxDisplay: text("tax_display").notNull(),
  newTaxing: boolean("new_taxing").notNull(),
});

export const accounts = pgTable("accounts", {
  id: uuid("id").primaryKey(),
  kind: text("kind", { enum: ["DEALER", "MANUFACTURER"] }).notNull(),
  name: text("name").notNull(),
  modules: text("modules").array().$type<AccountModule[]>().notNull().default(sql`'{}'::text[]`),
  countryId: integer("country_id")
    .notNull()
    .references(() => countries.id),
  personnelEnabled: boolean("personnel_enabled").notNull().default(false),
  manufacturerPrivateOrdersEnabled: boolean("manufacturer_private_orders_enabled").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The account's main company (one per account for now; the spec's `main_company`). */
export const companies = pgTable(
  "companies",
  {
    id: serial("id").primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id),
    isMain: boolean("is_main").notNull().default(true),
    name: text("name").notNull(),
    email: text("email").notNull(),
    accountEmail: text("account_email"),
    orderConfirmationEmail: text("order_confirmation_email"),
    timezone: text("timezone").notNull().default("Australia/Sydney"),
    phone: text("phone"),
    mobile: text("mobile"),
    fax: text("fax"),
    address: jsonb("address").$type<Address>(),
    deliveryAddresses: jsonb("delivery_addresses").$type<Address[]>().notNull().default([]),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("companies_main_per_account").on(table.accountId).where(sql`${table.isMain}`),
    index("companies_account").on(table.accountId, table.id),
  ],
);

/** The ten dealer portal settings (spec 000 §3 "Dealer settings"); one row per dealer account. */
export const dealerSettings = pgTable("dealer_settings", {
  accountId: uuid("account_id")
    .primaryKey()
    .references(() => accounts.id),
  companyLogoDocumentId: integer("company_logo_document_id"),
  companyDeliveryAddress: text("company_delivery_address"),
  defaultShippingInstructions: text("default_shipping_instructions"),
  companyDetails: text("company_details"),
  bindingText: text("binding_text"),
  // Percentages are decimals the user types; numeric keeps them exact.
  depositPercentage: numeric("deposit_percentage", { precision: 7, scale: 4 }),
  taxRatePercentage: numeric("tax_rate_percentage", { precision: 7, scale: 4 }),
  accountAdjustmentType: text("account_adjustment_type", { enum: ["PERCENT_MARK_UP", "PERCENT_MARGIN"] })
    .notNull()
    .default("PERCENT_MARK_UP"),
  accountAdjustmentValue: numeric("account_adjustment_value", { precision: 7, scale: 4 })
    .notNull()
    .default("0"),
  quotePricingTaxMode: text("quote_pricing_tax_mode", { enum: ["INCLUSIVE", "EXCLUSIVE"] })
    .notNull()
    .default("INCLUSIVE"),
  /** PDF templates the account switched off (quote, measure, install): those answer 501. */
  disabledPdfTemplates: text("disabled_pdf_templates")
    .array()
    .$type<("quote" | "measure" | "install")[]>()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** The dealer's Stripe Connect account ("acct_…"): card payments go to it. Unset = no card payments through Stripe. */
  stripeAccountId: text("stripe_account_id"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** White-label host names: the login page and header show this name, logo and colour. */
export const hostedDomains = pgTable("hosted_domains", {
  host: text("host").primaryKey(),
  accountId: uuid("account_id")
    .notNull()
    .references(() => accounts.id),
  name: text("name"),
  logoUrl: text("logo_url"),
  color: text("color"),
  chatKey: text("chat_key"),
});
