ALTER TABLE "appointments" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
-- Existing rows get the span the API computes (packages/domain appointmentSpan): all-day kinds from the
-- first instant of their first day to the first instant of the day after their last, in the main
-- company's time zone (Australia/Sydney when none); timed kinds from their instants.
UPDATE "appointments" AS "a" SET
  "starts_at" = CASE "a"."temporal_data"->>'type'
    WHEN 'date' THEN (("a"."temporal_data"->>'date')::date)::timestamp AT TIME ZONE "z"."zone"
    WHEN 'datespan' THEN (("a"."temporal_data"->>'start')::date)::timestamp AT TIME ZONE "z"."zone"
    WHEN 'time' THEN ("a"."temporal_data"->>'time')::timestamptz
    ELSE ("a"."temporal_data"->>'start')::timestamptz
  END,
  "ends_at" = CASE "a"."temporal_data"->>'type'
    WHEN 'date' THEN (("a"."temporal_data"->>'date')::date + 1)::timestamp AT TIME ZONE "z"."zone"
    WHEN 'datespan' THEN (("a"."temporal_data"->>'end')::date + 1)::timestamp AT TIME ZONE "z"."zone"
    WHEN 'time' THEN ("a"."temporal_data"->>'time')::timestamptz
    ELSE ("a"."temporal_data"->>'end')::timestamptz
  END
FROM (
  SELECT "accounts"."id", coalesce(
    (SELECT "companies"."timezone" FROM "companies"
      WHERE "companies"."account_id" = "accounts"."id" AND "companies"."is_main" LIMIT 1),
    'Australia/Sydney'
  ) AS "zone"
  FROM "accounts"
) AS "z"
WHERE "z"."id" = "a"."account_id";--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "starts_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "ends_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "appointments_account_span" ON "appointments" USING btree ("account_id","ends_at","starts_at");
