-- Global search, faster (issue 13): each searched table's GIN index leads with account_id (btree_gin, in
-- PostgreSQL's contrib and in PGlite: src/db/client.ts), so one index scan finds an account's matches and
-- the planner does not fall back to reading the table for a rare word; typos are corrected through each
-- account's vocabulary (search_words, below) instead of trigram-comparing every row's text, so the
-- search_text columns and their trigram indexes go.
CREATE EXTENSION IF NOT EXISTS btree_gin WITH SCHEMA public;--> statement-breakpoint
CREATE TABLE "search_words" (
	"account_id" uuid NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_words_account_id_word_pk" PRIMARY KEY("account_id","word")
);
--> statement-breakpoint
DROP INDEX "contacts_search_vector";--> statement-breakpoint
DROP INDEX "contacts_search_text";--> statement-breakpoint
DROP INDEX "deals_search_vector";--> statement-breakpoint
DROP INDEX "deals_search_text";--> statement-breakpoint
DROP INDEX "personnel_search_vector";--> statement-breakpoint
DROP INDEX "personnel_search_text";--> statement-breakpoint
DROP INDEX "purchase_orders_search_vector";--> statement-breakpoint
DROP INDEX "purchase_orders_search_text";--> statement-breakpoint
DROP INDEX "quotes_search_vector";--> statement-breakpoint
DROP INDEX "quotes_search_text";--> statement-breakpoint
ALTER TABLE "search_words" ADD CONSTRAINT "search_words_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_words_word" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "contacts_account_search" ON "contacts" USING gin ("account_id","search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "deals_account_search" ON "deals" USING gin ("account_id","search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "personnel_account_search" ON "personnel" USING gin ("account_id","search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "purchase_orders_account_search" ON "purchase_orders" USING gin ("account_id","search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "quotes_account_search" ON "quotes" USING gin ("account_id","search_vector") WITH (fastupdate=false);--> statement-breakpoint
ALTER TABLE "contacts" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "deals" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "personnel" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "purchase_orders" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "quotes" DROP COLUMN "search_text";--> statement-breakpoint
-- The vocabulary of each account (src/db/schema/search-words.ts): the words of every searched row's
-- tsvector, three to forty letters with no digits or @ (numbers, emails and phone numbers are matched by
-- prefix, not corrected). Words go in sorted, so two transactions adding the same words queue rather
-- than deadlock.
CREATE FUNCTION portal_add_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (account_id, word)
  SELECT NEW.account_id, word FROM unnest(tsvector_to_array(NEW.search_vector)) AS word
  WHERE length(word) BETWEEN 3 AND 40 AND word !~ '[0-9@]'
  ORDER BY word
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER contacts_search_words_insert AFTER INSERT ON contacts FOR EACH ROW EXECUTE FUNCTION portal_add_search_words();--> statement-breakpoint
CREATE TRIGGER contacts_search_words_update AFTER UPDATE ON contacts FOR EACH ROW WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector) EXECUTE FUNCTION portal_add_search_words();--> statement-breakpoint
CREATE TRIGGER deals_search_words_insert AFTER INSERT ON deals FOR EACH ROW EXECUTE FUNCTION portal_add_search_words();--> statement-breakpoint
CREATE TRIGGER deals_search_words_update AFTER UPDATE ON deals FOR EACH ROW WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector) EXECUTE FUNCTION portal_add_search_words();--> statement-breakpoint
CREATE TRIGGER personnel_search_words_insert AFTER INSERT ON personnel FOR EACH ROW EXECUTE FUNCTION portal_add_search_words();--> statement-breakpoint
CREATE TRIGGER personnel_search_words_update AFTER UPDATE ON personnel FOR EACH ROW WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector) EXECUTE FUNCTION portal_add_search_words();--> statement-breakpoint
CREATE TRIGGER purchase_orders_search_words_insert AFTER INSERT ON purchase_orders FOR EACH ROW EXECUTE FUNCTION portal_add_search_words();--> statement-breakpoint
CREATE TRIGGER purchase_orders_search_words_update AFTER UPDATE ON purchase_orders FOR EACH ROW WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector) EXECUTE FUNCTION portal_add_search_words();--> statement-breakpoint
CREATE TRIGGER quotes_search_words_insert AFTER INSERT ON quotes FOR EACH ROW EXECUTE FUNCTION portal_add_search_words();--> statement-breakpoint
CREATE TRIGGER quotes_search_words_update AFTER UPDATE ON quotes FOR EACH ROW WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector) EXECUTE FUNCTION portal_add_search_words();--> statement-breakpoint
INSERT INTO search_words (account_id, word)
SELECT DISTINCT searched.account_id, word
FROM (
  SELECT account_id, search_vector FROM contacts
  UNION ALL SELECT account_id, search_vector FROM deals
  UNION ALL SELECT account_id, search_vector FROM personnel
  UNION ALL SELECT account_id, search_vector FROM purchase_orders
  UNION ALL SELECT account_id, search_vector FROM quotes
) AS searched, unnest(tsvector_to_array(searched.search_vector)) AS word
WHERE length(word) BETWEEN 3 AND 40 AND word !~ '[0-9@]'
ON CONFLICT DO NOTHING;
