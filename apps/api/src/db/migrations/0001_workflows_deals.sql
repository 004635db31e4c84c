CREATE TABLE "contacts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"tuid" integer NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"external_link" text,
	"external_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"provider_config_id" text DEFAULT 'portal' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contacts_account_id" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "custom_fields" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_flag_values" (
	"account_id" uuid NOT NULL,
	"deal_id" uuid NOT NULL,
	"flag_id" uuid NOT NULL,
	"value_id" uuid NOT NULL,
	CONSTRAINT "deal_flag_values_deal_id_flag_id_pk" PRIMARY KEY("deal_id","flag_id")
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"tuid" integer NOT NULL,
	"workflow_id" uuid NOT NULL,
	"status_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sidemark" text,
	"contact_id" uuid,
	"sort_order" integer NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"udfs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deals_account_id" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "account_sequences" (
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "account_sequences_account_id_kind_pk" PRIMARY KEY("account_id","kind")
);
--> statement-breakpoint
CREATE TABLE "account_web_settings" (
	"account_id" uuid NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_web_settings_account_id_key_pk" PRIMARY KEY("account_id","key")
);
--> statement-breakpoint
CREATE TABLE "workflow_flag_values" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"flag_id" uuid NOT NULL,
	"label" text NOT NULL,
	"slug" text NOT NULL,
	"appearance" text NOT NULL,
	"show_on_card" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "workflow_flag_values_account_flag_id" UNIQUE("account_id","flag_id","id")
);
--> statement-breakpoint
CREATE TABLE "workflow_flags" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"workflow_id" uuid NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "workflow_flags_account_id" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "workflow_statuses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"workflow_id" uuid NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"phase" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "workflow_statuses_account_workflow_id" UNIQUE("account_id","workflow_id","id")
);
--> statement-breakpoint
CREATE TABLE "workflows" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_editable" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"modules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workflows_account_id" UNIQUE("account_id","id")
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_fields" ADD CONSTRAINT "custom_fields_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_flag_values" ADD CONSTRAINT "deal_flag_values_deal_fk" FOREIGN KEY ("account_id","deal_id") REFERENCES "public"."deals"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_flag_values" ADD CONSTRAINT "deal_flag_values_flag_fk" FOREIGN KEY ("account_id","flag_id") REFERENCES "public"."workflow_flags"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_flag_values" ADD CONSTRAINT "deal_flag_values_value_fk" FOREIGN KEY ("account_id","flag_id","value_id") REFERENCES "public"."workflow_flag_values"("account_id","flag_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_workflow_fk" FOREIGN KEY ("account_id","workflow_id") REFERENCES "public"."workflows"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_status_fk" FOREIGN KEY ("account_id","workflow_id","status_id") REFERENCES "public"."workflow_statuses"("account_id","workflow_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_contact_fk" FOREIGN KEY ("account_id","contact_id") REFERENCES "public"."contacts"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_sequences" ADD CONSTRAINT "account_sequences_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_web_settings" ADD CONSTRAINT "account_web_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_flag_values" ADD CONSTRAINT "workflow_flag_values_flag_fk" FOREIGN KEY ("account_id","flag_id") REFERENCES "public"."workflow_flags"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_flags" ADD CONSTRAINT "workflow_flags_workflow_fk" FOREIGN KEY ("account_id","workflow_id") REFERENCES "public"."workflows"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_statuses" ADD CONSTRAINT "workflow_statuses_workflow_fk" FOREIGN KEY ("account_id","workflow_id") REFERENCES "public"."workflows"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_account_tuid" ON "contacts" USING btree ("account_id","tuid");--> statement-breakpoint
CREATE INDEX "contacts_account_name" ON "contacts" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "custom_fields_account_key" ON "custom_fields" USING btree ("account_id","key");--> statement-breakpoint
CREATE INDEX "custom_fields_account" ON "custom_fields" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "deal_flag_values_account_value" ON "deal_flag_values" USING btree ("account_id","flag_id","value_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deals_account_tuid" ON "deals" USING btree ("account_id","tuid");--> statement-breakpoint
CREATE INDEX "deals_board" ON "deals" USING btree ("account_id","workflow_id","status_id","sort_order");--> statement-breakpoint
CREATE INDEX "deals_account_contact" ON "deals" USING btree ("account_id","contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_flag_values_flag_slug" ON "workflow_flag_values" USING btree ("account_id","flag_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_flag_values_one_default" ON "workflow_flag_values" USING btree ("account_id","flag_id") WHERE "workflow_flag_values"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_flags_workflow_slug" ON "workflow_flags" USING btree ("account_id","workflow_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_statuses_workflow_slug" ON "workflow_statuses" USING btree ("account_id","workflow_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "workflows_account_slug" ON "workflows" USING btree ("account_id","slug");