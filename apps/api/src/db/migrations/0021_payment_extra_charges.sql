ALTER TABLE "payments" ADD COLUMN "extra_charges" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- An archived deal's link is never payable: its card payments still requested are cancelled, as
-- archiving a deal now does.
UPDATE "payments" SET "status" = 'CANCELLED', "updated_at" = now()
FROM "deals"
WHERE "deals"."account_id" = "payments"."account_id" AND "deals"."id" = "payments"."deal_id"
  AND "deals"."is_archived" AND "payments"."type" = 'CARD' AND "payments"."status" = 'REQUESTED';
