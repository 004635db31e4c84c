CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_events_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payment_records" (
	"account_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"session_id" text NOT NULL,
	"status" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"email" text,
	"failure" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_records_session" UNIQUE("provider","session_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"account_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY NOT NULL,
	"deal_id" uuid NOT NULL,
	"type" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"status" text NOT NULL,
	"transacted_at" date,
	"description" text DEFAULT '' NOT NULL,
	"reference" text,
	"quote_id" uuid,
	"payer_email" text,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer,
	"archived_at" timestamp with time zone,
	CONSTRAINT "payments_account_id" UNIQUE("account_id","id"),
	CONSTRAINT "payments_quote_deposit" UNIQUE("account_id","quote_id")
);
--> statement-breakpoint
ALTER TABLE "dealer_settings" ADD COLUMN "stripe_account_id" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "accepted_by_name" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "share_token" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "viewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_payment_fk" FOREIGN KEY ("account_id","payment_id") REFERENCES "public"."payments"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_updated_by_employees_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_deal_fk" FOREIGN KEY ("account_id","deal_id") REFERENCES "public"."deals"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_quote_fk" FOREIGN KEY ("account_id","quote_id") REFERENCES "public"."quotes"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_records_payment" ON "payment_records" USING btree ("account_id","payment_id");--> statement-breakpoint
CREATE INDEX "payments_deal" ON "payments" USING btree ("account_id","deal_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_share_token" ON "quotes" USING btree ("share_token");