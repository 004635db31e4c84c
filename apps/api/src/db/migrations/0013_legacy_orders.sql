CREATE TABLE "legacy_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"contact_id" uuid,
	"order_num" text NOT NULL,
	"subject" text,
	"status" text,
	"owner" text,
	"supplier" text,
	"confirm_date" date,
	"cbf_date" date,
	"notification_date" date,
	"install_date" date,
	"install_cost" numeric(14, 2),
	"gp" numeric(14, 2),
	"gp_percentage" numeric(14, 2),
	"gst" numeric(14, 2),
	"ex_gst" numeric(14, 2),
	"net_charged" numeric(14, 2),
	"total_due" numeric(14, 2),
	"list_total" numeric(14, 2),
	"manufacture_cost" numeric(14, 2),
	"sales_commission" numeric(14, 2),
	"data" jsonb NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legacy_orders_account_order_num" UNIQUE("account_id","order_num")
);
--> statement-breakpoint
ALTER TABLE "legacy_orders" ADD CONSTRAINT "legacy_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legacy_orders" ADD CONSTRAINT "legacy_orders_contact_fk" FOREIGN KEY ("account_id","contact_id") REFERENCES "public"."contacts"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "legacy_orders_account_contact" ON "legacy_orders" USING btree ("account_id","contact_id","install_date" desc nulls last);