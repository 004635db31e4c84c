CREATE TABLE "offline_order_statuses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	CONSTRAINT "offline_order_statuses_account_id" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "supplier_api_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "supplier_order_history" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"supplier_order_id" uuid NOT NULL,
	"field" text NOT NULL,
	"old" text,
	"new" text,
	"employee_id" integer,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"purchase_order_id" uuid NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"is_offline" boolean NOT NULL,
	"core_status" text DEFAULT 'UNSTARTED' NOT NULL,
	"offline_status_id" uuid,
	"reference" text,
	"acknowledged_at" timestamp with time zone,
	"freight" numeric(14, 2),
	"eta" date,
	"shipping_instructions" text DEFAULT '' NOT NULL,
	"tracking_information" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"required_date" date,
	"shipping_address" text DEFAULT '' NOT NULL,
	"shipping_method_id" integer,
	"link_hash" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "supplier_orders_account_id" UNIQUE("account_id","id")
);
--> statement-breakpoint
ALTER TABLE "offline_order_statuses" ADD CONSTRAINT "offline_order_statuses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_api_tokens" ADD CONSTRAINT "supplier_api_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_api_tokens" ADD CONSTRAINT "supplier_api_tokens_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_api_tokens" ADD CONSTRAINT "supplier_api_tokens_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_order_history" ADD CONSTRAINT "supplier_order_history_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_order_history" ADD CONSTRAINT "supplier_order_history_order_fk" FOREIGN KEY ("account_id","supplier_order_id") REFERENCES "public"."supplier_orders"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_orders" ADD CONSTRAINT "supplier_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_orders" ADD CONSTRAINT "supplier_orders_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_orders" ADD CONSTRAINT "supplier_orders_shipping_method_id_shipping_methods_id_fk" FOREIGN KEY ("shipping_method_id") REFERENCES "public"."shipping_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_orders" ADD CONSTRAINT "supplier_orders_purchase_order_fk" FOREIGN KEY ("account_id","purchase_order_id") REFERENCES "public"."purchase_orders"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_orders" ADD CONSTRAINT "supplier_orders_offline_status_fk" FOREIGN KEY ("account_id","offline_status_id") REFERENCES "public"."offline_order_statuses"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offline_order_statuses_account" ON "offline_order_statuses" USING btree ("account_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_api_tokens_hash" ON "supplier_api_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "supplier_api_tokens_account" ON "supplier_api_tokens" USING btree ("account_id","manufacturer_id");--> statement-breakpoint
CREATE INDEX "supplier_order_history_order" ON "supplier_order_history" USING btree ("account_id","supplier_order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_orders_purchase_order" ON "supplier_orders" USING btree ("account_id","purchase_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_orders_link" ON "supplier_orders" USING btree ("link_hash");--> statement-breakpoint
CREATE INDEX "supplier_orders_manufacturer" ON "supplier_orders" USING btree ("account_id","manufacturer_id","created_at");