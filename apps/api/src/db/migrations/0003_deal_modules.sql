CREATE TABLE "checklist_data_sources" (
	"account_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY NOT NULL,
	"workflow_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checklist_data_sources_account_id" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "checklist_items" (
	"account_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY NOT NULL,
	"deal_id" uuid NOT NULL,
	"data_source_id" uuid NOT NULL,
	"label" text NOT NULL,
	"is_checked" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" uuid NOT NULL,
	"deal_id" uuid,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "documents_account_id" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"account_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY NOT NULL,
	"deal_id" uuid NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "related_deals" (
	"account_id" uuid NOT NULL,
	"low_deal_id" uuid NOT NULL,
	"high_deal_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "related_deals_account_id_low_deal_id_high_deal_id_pk" PRIMARY KEY("account_id","low_deal_id","high_deal_id"),
	CONSTRAINT "related_deals_ordered" CHECK ("related_deals"."low_deal_id" < "related_deals"."high_deal_id")
);
--> statement-breakpoint
ALTER TABLE "checklist_data_sources" ADD CONSTRAINT "checklist_data_sources_workflow_fk" FOREIGN KEY ("account_id","workflow_id") REFERENCES "public"."workflows"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_updated_by_employees_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_deal_fk" FOREIGN KEY ("account_id","deal_id") REFERENCES "public"."deals"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_data_source_fk" FOREIGN KEY ("account_id","data_source_id") REFERENCES "public"."checklist_data_sources"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_deal_fk" FOREIGN KEY ("account_id","deal_id") REFERENCES "public"."deals"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_updated_by_employees_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_deal_fk" FOREIGN KEY ("account_id","deal_id") REFERENCES "public"."deals"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "related_deals" ADD CONSTRAINT "related_deals_low_fk" FOREIGN KEY ("account_id","low_deal_id") REFERENCES "public"."deals"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "related_deals" ADD CONSTRAINT "related_deals_high_fk" FOREIGN KEY ("account_id","high_deal_id") REFERENCES "public"."deals"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checklist_data_sources_workflow" ON "checklist_data_sources" USING btree ("account_id","workflow_id");--> statement-breakpoint
CREATE INDEX "checklist_items_deal_list" ON "checklist_items" USING btree ("account_id","deal_id","data_source_id","sort_order");--> statement-breakpoint
CREATE INDEX "checklist_items_account_id" ON "checklist_items" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "documents_deal" ON "documents" USING btree ("account_id","deal_id","created_at");--> statement-breakpoint
CREATE INDEX "notes_deal" ON "notes" USING btree ("account_id","deal_id","created_at");--> statement-breakpoint
CREATE INDEX "notes_account_id" ON "notes" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "related_deals_high" ON "related_deals" USING btree ("account_id","high_deal_id");--> statement-breakpoint
-- Hand-written backfill (no schema change, so the snapshot stays as generated): every CHECKLIST module
-- stored before data sources existed gets one, named after the module, and its id in config.dataSourceId.
DO $$
DECLARE
	w record;
	module jsonb;
	rebuilt jsonb;
	source_id uuid;
	i integer;
BEGIN
	FOR w IN SELECT "id", "account_id", "modules", "created_at" FROM "workflows" LOOP
		rebuilt := '[]'::jsonb;
		FOR i IN 0 .. jsonb_array_length(w."modules") - 1 LOOP
			module := w."modules" -> i;
			IF module ->> 'type' = 'CHECKLIST' AND (module -> 'config' ->> 'dataSourceId') IS NULL THEN
				source_id := gen_random_uuid();
				INSERT INTO "checklist_data_sources" ("account_id", "id", "workflow_id", "name", "created_at")
				VALUES (w."account_id", source_id, w."id", coalesce(module -> 'config' ->> 'name', 'default'), w."created_at");
				module := jsonb_set(module, '{config,dataSourceId}', to_jsonb(source_id::text));
			END IF;
			rebuilt := rebuilt || jsonb_build_array(module);
		END LOOP;
		IF rebuilt IS DISTINCT FROM w."modules" THEN
			UPDATE "workflows" SET "modules" = rebuilt WHERE "id" = w."id";
		END IF;
	END LOOP;
END $$;
