ALTER TABLE "purchase_orders" ADD COLUMN "shipping_method_id" integer;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "shipping_address" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "shipping_instructions" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_shipping_method_id_shipping_methods_id_fk" FOREIGN KEY ("shipping_method_id") REFERENCES "public"."shipping_methods"("id") ON DELETE no action ON UPDATE no action;