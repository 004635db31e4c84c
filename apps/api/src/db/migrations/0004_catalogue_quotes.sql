CREATE TABLE "catalogue_brands" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "catalogue_brands_key" UNIQUE("manufacturer_id","key")
);
--> statement-breakpoint
CREATE TABLE "catalogue_categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"brand_id" uuid NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "catalogue_categories_key" UNIQUE("brand_id","key")
);
--> statement-breakpoint
CREATE TABLE "catalogue_imports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"imported_by" integer,
	"imported_at" timestamp with time zone NOT NULL,
	"summary" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_products" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"brand_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"sub_category_id" uuid,
	"master_product_id" uuid,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"information_pdfs" jsonb NOT NULL,
	"has_width" boolean NOT NULL,
	"has_height" boolean NOT NULL,
	"has_quantity" boolean NOT NULL,
	"definition" jsonb NOT NULL,
	"versions" jsonb NOT NULL,
	"sort_order" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "catalogue_products_key" UNIQUE("manufacturer_id","key")
);
--> statement-breakpoint
CREATE TABLE "catalogue_sub_categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"brand_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"image_url" text,
	"sort_order" integer NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "catalogue_sub_categories_key" UNIQUE("category_id","key")
);
--> statement-breakpoint
CREATE TABLE "product_overrides" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"target" text NOT NULL,
	"override_type" text NOT NULL,
	"product_id" uuid,
	"brand_id" uuid,
	"category_id" uuid,
	"brand_sub_category_id" uuid,
	"adjustment_type" text NOT NULL,
	"base_adjustment_value" numeric(9, 4) NOT NULL,
	"options_adjustment_value" numeric(9, 4) NOT NULL,
	"is_hidden" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "product_overrides_target" UNIQUE("account_id","target")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"order_window_id" text,
	"choices" jsonb NOT NULL,
	"priced_with" jsonb NOT NULL,
	"unit_cost" numeric(14, 4) NOT NULL,
	"unit_sell_ex_tax" numeric(14, 4) NOT NULL,
	"breakdown" jsonb NOT NULL,
	"errors" jsonb NOT NULL,
	"explanation" jsonb NOT NULL,
	"sort_order" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"deal_id" uuid NOT NULL,
	"tuid" integer NOT NULL,
	"external_id" text,
	"description" text DEFAULT '' NOT NULL,
	"customer_notes" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"config" jsonb NOT NULL,
	"adjustments" jsonb NOT NULL,
	"sell_tax_override" numeric(14, 2),
	"deposit_amount_override" numeric(14, 2),
	"total_sell_price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total_quantity" integer DEFAULT 0 NOT NULL,
	"order_line_count" integer DEFAULT 0 NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" integer,
	"signature" text,
	"accepted_document_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quotes_account_id" UNIQUE("account_id","id")
);
--> statement-breakpoint
ALTER TABLE "dealer_settings" ADD COLUMN "disabled_pdf_templates" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_brands" ADD CONSTRAINT "catalogue_brands_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_brands" ADD CONSTRAINT "catalogue_brands_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_categories" ADD CONSTRAINT "catalogue_categories_brand_id_catalogue_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."catalogue_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_imports" ADD CONSTRAINT "catalogue_imports_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_imports" ADD CONSTRAINT "catalogue_imports_imported_by_employees_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD CONSTRAINT "catalogue_products_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD CONSTRAINT "catalogue_products_brand_id_catalogue_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."catalogue_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD CONSTRAINT "catalogue_products_category_id_catalogue_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."catalogue_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD CONSTRAINT "catalogue_products_sub_category_id_catalogue_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."catalogue_sub_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD CONSTRAINT "catalogue_products_master_fk" FOREIGN KEY ("master_product_id") REFERENCES "public"."catalogue_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_sub_categories" ADD CONSTRAINT "catalogue_sub_categories_category_id_catalogue_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."catalogue_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_overrides" ADD CONSTRAINT "product_overrides_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_overrides" ADD CONSTRAINT "product_overrides_product_id_catalogue_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalogue_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_overrides" ADD CONSTRAINT "product_overrides_brand_id_catalogue_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."catalogue_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_overrides" ADD CONSTRAINT "product_overrides_category_id_catalogue_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."catalogue_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_overrides" ADD CONSTRAINT "product_overrides_brand_sub_category_id_catalogue_sub_categories_id_fk" FOREIGN KEY ("brand_sub_category_id") REFERENCES "public"."catalogue_sub_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_catalogue_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalogue_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_quote_fk" FOREIGN KEY ("account_id","quote_id") REFERENCES "public"."quotes"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_accepted_by_employees_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_accepted_document_id_documents_id_fk" FOREIGN KEY ("accepted_document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_deal_fk" FOREIGN KEY ("account_id","deal_id") REFERENCES "public"."deals"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_brands_account" ON "catalogue_brands" USING btree ("account_id","manufacturer_id");--> statement-breakpoint
CREATE INDEX "catalogue_categories_account" ON "catalogue_categories" USING btree ("account_id","manufacturer_id");--> statement-breakpoint
CREATE INDEX "catalogue_imports_account" ON "catalogue_imports" USING btree ("account_id","manufacturer_id","imported_at");--> statement-breakpoint
CREATE INDEX "catalogue_products_account" ON "catalogue_products" USING btree ("account_id","manufacturer_id");--> statement-breakpoint
CREATE INDEX "catalogue_products_place" ON "catalogue_products" USING btree ("manufacturer_id","brand_id","category_id","sub_category_id");--> statement-breakpoint
CREATE INDEX "catalogue_sub_categories_account" ON "catalogue_sub_categories" USING btree ("account_id","manufacturer_id");--> statement-breakpoint
CREATE INDEX "order_lines_account_quote" ON "order_lines" USING btree ("account_id","quote_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_account_tuid" ON "quotes" USING btree ("account_id","tuid");--> statement-breakpoint
CREATE INDEX "quotes_account_deal" ON "quotes" USING btree ("account_id","deal_id");