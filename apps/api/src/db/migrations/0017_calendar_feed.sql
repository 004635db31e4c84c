CREATE TABLE "personnel_calendar_feeds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "personnel_calendar_feeds_person" UNIQUE("account_id","person_id")
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "personnel_calendar_feeds" ADD CONSTRAINT "personnel_calendar_feeds_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personnel_calendar_feeds" ADD CONSTRAINT "personnel_calendar_feeds_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personnel_calendar_feeds" ADD CONSTRAINT "personnel_calendar_feeds_person_fk" FOREIGN KEY ("account_id","person_id") REFERENCES "public"."personnel"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "personnel_calendar_feeds_token" ON "personnel_calendar_feeds" USING btree ("token_hash");