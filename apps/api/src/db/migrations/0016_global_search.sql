-- Global search (issue 13): unaccent and pg_trgm (both ship with PostgreSQL's contrib and with PGlite, which
-- must load them: src/db/client.ts). A generated column needs an IMMUTABLE expression and unaccent() is
-- only STABLE (its dictionary could change), so this wrapper names the dictionary and vouches for it.
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, portal_unaccent(lower(coalesce("name", '') || ' ' || coalesce("email", '') || ' ' || coalesce("phone", ''))))) STORED;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (portal_unaccent(lower(coalesce("name", '') || ' ' || coalesce("email", '') || ' ' || coalesce("phone", '')))) STORED;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, portal_unaccent(lower(coalesce('d' || "tuid"::text, '') || ' ' || coalesce("tuid"::text, '') || ' ' || coalesce("name", '') || ' ' || coalesce("sidemark", '') || ' ' || coalesce("description", ''))))) STORED;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "search_text" text GENERATED ALWAYS AS (portal_unaccent(lower(coalesce('d' || "tuid"::text, '') || ' ' || coalesce("tuid"::text, '') || ' ' || coalesce("name", '') || ' ' || coalesce("sidemark", '') || ' ' || coalesce("description", '')))) STORED;--> statement-breakpoint
ALTER TABLE "personnel" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, portal_unaccent(lower(coalesce("name", '') || ' ' || coalesce("email", ''))))) STORED;--> statement-breakpoint
ALTER TABLE "personnel" ADD COLUMN "search_text" text GENERATED ALWAYS AS (portal_unaccent(lower(coalesce("name", '') || ' ' || coalesce("email", '')))) STORED;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, portal_unaccent(lower(coalesce('po' || "tuid"::text, '') || ' ' || coalesce("tuid"::text, '') || ' ' || coalesce("sidemark", '') || ' ' || coalesce("customer_details"->>'name', ''))))) STORED;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (portal_unaccent(lower(coalesce('po' || "tuid"::text, '') || ' ' || coalesce("tuid"::text, '') || ' ' || coalesce("sidemark", '') || ' ' || coalesce("customer_details"->>'name', '')))) STORED;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, portal_unaccent(lower(coalesce('q' || "tuid"::text, '') || ' ' || coalesce("tuid"::text, '') || ' ' || coalesce("description", ''))))) STORED;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "search_text" text GENERATED ALWAYS AS (portal_unaccent(lower(coalesce('q' || "tuid"::text, '') || ' ' || coalesce("tuid"::text, '') || ' ' || coalesce("description", '')))) STORED;--> statement-breakpoint
CREATE INDEX "contacts_search_vector" ON "contacts" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "contacts_search_text" ON "contacts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "deals_search_vector" ON "deals" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "deals_search_text" ON "deals" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "personnel_search_vector" ON "personnel" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "personnel_search_text" ON "personnel" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "purchase_orders_search_vector" ON "purchase_orders" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "purchase_orders_search_text" ON "purchase_orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quotes_search_vector" ON "quotes" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "quotes_search_text" ON "quotes" USING gin ("search_text" gin_trgm_ops);