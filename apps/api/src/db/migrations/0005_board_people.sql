CREATE TABLE "appointment_participants" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone_number" text,
	"status" text DEFAULT 'NOREPLY' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"deal_id" uuid,
	"title" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"temporal_data" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_account_id" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "personnel" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"labels" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"badge_color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "personnel_account_id" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"tuid" integer NOT NULL,
	"deal_id" uuid,
	"quote_id" uuid,
	"manufacturer_id" integer NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"sales_rep_employee_id" integer,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_account_id" UNIQUE("account_id","id")
);
--> statement-breakpoint
ALTER TABLE "appointment_participants" ADD CONSTRAINT "appointment_participants_appointment_fk" FOREIGN KEY ("account_id","appointment_id") REFERENCES "public"."appointments"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_deal_fk" FOREIGN KEY ("account_id","deal_id") REFERENCES "public"."deals"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personnel" ADD CONSTRAINT "personnel_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_sales_rep_employee_id_employees_id_fk" FOREIGN KEY ("sales_rep_employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_deal_fk" FOREIGN KEY ("account_id","deal_id") REFERENCES "public"."deals"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_quote_fk" FOREIGN KEY ("account_id","quote_id") REFERENCES "public"."quotes"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_participants_account_appointment" ON "appointment_participants" USING btree ("account_id","appointment_id");--> statement-breakpoint
CREATE INDEX "appointment_participants_account_email" ON "appointment_participants" USING btree ("account_id",lower("email"));--> statement-breakpoint
CREATE INDEX "appointments_account_deal" ON "appointments" USING btree ("account_id","deal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "personnel_account_email" ON "personnel" USING btree ("account_id",lower("email"));--> statement-breakpoint
CREATE INDEX "personnel_account_name" ON "personnel" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_account_tuid" ON "purchase_orders" USING btree ("account_id","tuid");--> statement-breakpoint
CREATE INDEX "purchase_orders_account_deal" ON "purchase_orders" USING btree ("account_id","deal_id");