CREATE TABLE "bundle_subscriptions" (
	"account_id" uuid NOT NULL,
	"bundle_id" integer NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"exclusivity_key" text,
	"template_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subscribed_by" integer,
	"subscribed_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bundle_subscriptions_pk" PRIMARY KEY("account_id","bundle_id")
);
--> statement-breakpoint
CREATE TABLE "bundles" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"exclusivity_key" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"template_fields" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"email" text NOT NULL,
	"access_token_enc" text,
	"refresh_token_enc" text,
	"token_expires_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_providers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"schema" text NOT NULL,
	"api_key_enc" text NOT NULL,
	"api_key_hint" text NOT NULL,
	"status" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"employee_id" integer NOT NULL,
	"provider" text NOT NULL,
	"code_verifier" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD COLUMN "purpose" text DEFAULT 'RESET' NOT NULL;--> statement-breakpoint
ALTER TABLE "bundle_subscriptions" ADD CONSTRAINT "bundle_subscriptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_subscriptions" ADD CONSTRAINT "bundle_subscriptions_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_subscriptions" ADD CONSTRAINT "bundle_subscriptions_subscribed_by_employees_id_fk" FOREIGN KEY ("subscribed_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_subscriptions" ADD CONSTRAINT "bundle_subscriptions_bundle_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundles" ADD CONSTRAINT "bundles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundles" ADD CONSTRAINT "bundles_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_connections" ADD CONSTRAINT "calendar_connections_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_connections" ADD CONSTRAINT "calendar_connections_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_providers" ADD CONSTRAINT "contact_providers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_providers" ADD CONSTRAINT "contact_providers_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bundle_subscriptions_manufacturer" ON "bundle_subscriptions" USING btree ("account_id","manufacturer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bundle_subscriptions_exclusive" ON "bundle_subscriptions" USING btree ("account_id","exclusivity_key") WHERE "bundle_subscriptions"."exclusivity_key" is not null;--> statement-breakpoint
CREATE INDEX "bundles_manufacturer" ON "bundles" USING btree ("manufacturer_id","sort_order");--> statement-breakpoint
CREATE INDEX "calendar_connections_account" ON "calendar_connections" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_connections_unique" ON "calendar_connections" USING btree ("account_id","provider",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "contact_providers_schema" ON "contact_providers" USING btree ("account_id","schema");--> statement-breakpoint
CREATE INDEX "oauth_states_account" ON "oauth_states" USING btree ("account_id");