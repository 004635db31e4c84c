CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"modules" text[] DEFAULT '{}'::text[] NOT NULL,
	"country_id" integer NOT NULL,
	"personnel_enabled" boolean DEFAULT false NOT NULL,
	"manufacturer_private_orders_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"is_main" boolean DEFAULT true NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"account_email" text,
	"order_confirmation_email" text,
	"timezone" text DEFAULT 'Australia/Sydney' NOT NULL,
	"phone" text,
	"mobile" text,
	"fax" text,
	"address" jsonb,
	"delivery_addresses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"iso2_code" text NOT NULL,
	"iso3_code" text NOT NULL,
	"calling_code" text NOT NULL,
	"measure_system" text NOT NULL,
	"currency_code" text NOT NULL,
	"currency_symbol" text NOT NULL,
	"locale" text NOT NULL,
	"labor_tax_control" integer NOT NULL,
	"tax_display" text NOT NULL,
	"new_taxing" boolean NOT NULL,
	CONSTRAINT "countries_iso2_code_unique" UNIQUE("iso2_code")
);
--> statement-breakpoint
CREATE TABLE "dealer_settings" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"company_logo_document_id" integer,
	"company_delivery_address" text,
	"default_shipping_instructions" text,
	"company_details" text,
	"binding_text" text,
	"deposit_percentage" numeric(7, 4),
	"tax_rate_percentage" numeric(7, 4),
	"account_adjustment_type" text DEFAULT 'PERCENT_MARK_UP' NOT NULL,
	"account_adjustment_value" numeric(7, 4) DEFAULT '0' NOT NULL,
	"quote_pricing_tax_mode" text DEFAULT 'INCLUSIVE' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hosted_domains" (
	"host" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text,
	"logo_url" text,
	"color" text,
	"chat_key" text
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"employee_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_limit_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"employee_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"employee_type" text NOT NULL,
	"flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"role_id" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealer_manufacturers" (
	"account_id" uuid NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"is_internal" boolean DEFAULT false NOT NULL,
	"default_shipping_method_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dealer_manufacturers_account_id_manufacturer_id_pk" PRIMARY KEY("account_id","manufacturer_id")
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"logo" text,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"offline_only" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_settings" ADD CONSTRAINT "dealer_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosted_domains" ADD CONSTRAINT "hosted_domains_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_manufacturers" ADD CONSTRAINT "dealer_manufacturers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_manufacturers" ADD CONSTRAINT "dealer_manufacturers_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_manufacturers" ADD CONSTRAINT "dealer_manufacturers_default_shipping_method_id_shipping_methods_id_fk" FOREIGN KEY ("default_shipping_method_id") REFERENCES "public"."shipping_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manufacturers" ADD CONSTRAINT "manufacturers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD CONSTRAINT "shipping_methods_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD CONSTRAINT "shipping_methods_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_main_per_account" ON "companies" USING btree ("account_id") WHERE "companies"."is_main";--> statement-breakpoint
CREATE INDEX "companies_account" ON "companies" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_employee" ON "password_reset_tokens" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "rate_limit_events_key" ON "rate_limit_events" USING btree ("bucket","key","at");--> statement-breakpoint
CREATE INDEX "sessions_employee" ON "sessions" USING btree ("employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_username" ON "employees" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "employees_email" ON "employees" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "employees_account" ON "employees" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "roles_account" ON "roles" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "manufacturers_account" ON "manufacturers" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "shipping_methods_account" ON "shipping_methods" USING btree ("account_id","manufacturer_id");