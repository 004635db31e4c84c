CREATE TABLE "purchase_order_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid,
	"product_name" text NOT NULL,
	"brand_name" text DEFAULT '' NOT NULL,
	"category_name" text DEFAULT '' NOT NULL,
	"window_group_name" text,
	"configuration" jsonb NOT NULL,
	"choices" jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"unit_cost" numeric(14, 4) NOT NULL,
	"cost" numeric(14, 2) NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "purchase_orders_account_tuid";--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "sidemark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "customer_details" jsonb;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "required_date" date;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "total_cost" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "total_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "is_manufacturer_private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "parent_order_id" uuid;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_order_fk" FOREIGN KEY ("account_id","order_id") REFERENCES "public"."purchase_orders"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_order_lines_account_order" ON "purchase_order_lines" USING btree ("account_id","order_id","sort_order");--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_parent_fk" FOREIGN KEY ("account_id","parent_order_id") REFERENCES "public"."purchase_orders"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_orders_account_created" ON "purchase_orders" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_account_tuid" ON "purchase_orders" USING btree ("account_id","tuid","revision");