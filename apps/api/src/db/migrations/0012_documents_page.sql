CREATE TABLE "product_document_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_document_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_document_categories_category" UNIQUE("category")
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "manufacturer_id" integer;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "direct_upload" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_category_id_product_document_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_document_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_kind" ON "documents" USING btree ("account_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "documents_manufacturer" ON "documents" USING btree ("manufacturer_id","created_at") WHERE "documents"."manufacturer_id" is not null;--> statement-breakpoint
-- Documents made before this migration changed last when they were made.
UPDATE "documents" SET "updated_at" = "created_at";--> statement-breakpoint
-- The one list of categories every account files documents under (schema/documents.ts says why).
INSERT INTO "product_document_categories" ("category", "is_active", "sort_order") VALUES
	('Price lists', true, 10),
	('Fitting instructions', true, 20),
	('Brochures', true, 30),
	('Warranty', true, 40),
	('Other', true, 50);
