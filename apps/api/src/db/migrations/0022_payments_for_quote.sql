ALTER TABLE "payments" DROP CONSTRAINT "payments_quote_deposit";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "is_quote_deposit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Every payment with a quote so far is the deposit link its customer's page made.
UPDATE "payments" SET "is_quote_deposit" = true WHERE "quote_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_quote_deposit" ON "payments" USING btree ("account_id","quote_id") WHERE "payments"."is_quote_deposit";
