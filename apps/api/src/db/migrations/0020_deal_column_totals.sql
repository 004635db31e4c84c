CREATE TABLE "deal_column_totals" (
	"account_id" uuid NOT NULL,
	"workflow_id" uuid NOT NULL,
	"status_id" uuid NOT NULL,
	"live_count" integer DEFAULT 0 NOT NULL,
	"accepted_value" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "deal_column_totals_account_id_workflow_id_status_id_pk" PRIMARY KEY("account_id","workflow_id","status_id")
);
--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "accepted_value" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "deal_column_totals" ADD CONSTRAINT "deal_column_totals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The value of each deal's accepted live quotes, kept on the deal by the quotes' trigger below.
UPDATE "deals" SET "accepted_value" = accepted.value
FROM (
  SELECT account_id, deal_id, sum(total_sell_price) AS value FROM quotes
  WHERE status = 'ACCEPTED' AND NOT is_archived
  GROUP BY account_id, deal_id
) AS accepted
WHERE accepted.account_id = deals.account_id AND accepted.deal_id = deals.id;--> statement-breakpoint
INSERT INTO deal_column_totals (account_id, workflow_id, status_id, live_count, accepted_value)
SELECT account_id, workflow_id, status_id, count(*), sum(accepted_value)
FROM deals
WHERE NOT is_archived
GROUP BY account_id, workflow_id, status_id;--> statement-breakpoint
-- A quote's change of value (accepted and live, or not) is added to its deal's accepted_value at once:
-- the deal's row is locked as a move of the deal locks it, so the two queue.
CREATE FUNCTION portal_add_accepted_value() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted numeric(14, 2) := 0; counts numeric(14, 2) := 0;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    IF OLD.status = 'ACCEPTED' AND NOT OLD.is_archived THEN counted := OLD.total_sell_price; END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF NEW.status = 'ACCEPTED' AND NOT NEW.is_archived THEN counts := NEW.total_sell_price; END IF;
  END IF;
  IF TG_OP = 'UPDATE' AND (OLD.account_id, OLD.deal_id) IS NOT DISTINCT FROM (NEW.account_id, NEW.deal_id) THEN
    counts := counts - counted;
    counted := 0;
  END IF;
  IF counted <> 0 THEN
    UPDATE deals SET accepted_value = accepted_value - counted
    WHERE deals.account_id = OLD.account_id AND deals.id = OLD.deal_id;
  END IF;
  IF counts <> 0 THEN
    UPDATE deals SET accepted_value = accepted_value + counts
    WHERE deals.account_id = NEW.account_id AND deals.id = NEW.deal_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER quotes_accepted_value_insert_delete AFTER INSERT OR DELETE ON quotes FOR EACH ROW EXECUTE FUNCTION portal_add_accepted_value();--> statement-breakpoint
CREATE TRIGGER quotes_accepted_value_update AFTER UPDATE OF account_id, deal_id, status, is_archived, total_sell_price ON quotes FOR EACH ROW WHEN ((OLD.account_id, OLD.deal_id, OLD.status, OLD.is_archived, OLD.total_sell_price) IS DISTINCT FROM (NEW.account_id, NEW.deal_id, NEW.status, NEW.is_archived, NEW.total_sell_price)) EXECUTE FUNCTION portal_add_accepted_value();--> statement-breakpoint
-- Each version of a deal moves its place in the totals: out of the column of the version it replaces,
-- into the column of the new one (an archived deal is in none), each with that version's count and
-- value. The totals change when the transaction commits (a deferred trigger), so the column's row is
-- locked only while it commits, after every other lock the transaction takes, and the two rows of a
-- move are changed in key order.
CREATE FUNCTION portal_total_deal_columns() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  left_account uuid; left_workflow uuid; left_status uuid; left_value numeric(14, 2) := 0;
  joined_account uuid; joined_workflow uuid; joined_status uuid; joined_value numeric(14, 2) := 0;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    IF NOT OLD.is_archived THEN
      left_account := OLD.account_id; left_workflow := OLD.workflow_id; left_status := OLD.status_id;
      left_value := OLD.accepted_value;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF NOT NEW.is_archived THEN
      joined_account := NEW.account_id; joined_workflow := NEW.workflow_id; joined_status := NEW.status_id;
      joined_value := NEW.accepted_value;
    END IF;
  END IF;
  INSERT INTO deal_column_totals AS kept (account_id, workflow_id, status_id, live_count, accepted_value)
  SELECT moved.account_id, moved.workflow_id, moved.status_id, sum(moved.count), sum(moved.value)
  FROM (
    VALUES (left_account, left_workflow, left_status, -1, -left_value),
      (joined_account, joined_workflow, joined_status, 1, joined_value)
  ) AS moved (account_id, workflow_id, status_id, count, value)
  WHERE moved.account_id IS NOT NULL
  GROUP BY moved.account_id, moved.workflow_id, moved.status_id
  HAVING sum(moved.count) <> 0 OR sum(moved.value) <> 0
  ORDER BY moved.account_id, moved.workflow_id, moved.status_id
  ON CONFLICT (account_id, workflow_id, status_id) DO UPDATE SET
    live_count = kept.live_count + excluded.live_count,
    accepted_value = kept.accepted_value + excluded.accepted_value;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER deals_total_columns_insert_delete AFTER INSERT OR DELETE ON deals DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION portal_total_deal_columns();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER deals_total_columns_update AFTER UPDATE OF account_id, workflow_id, status_id, is_archived, accepted_value ON deals DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ((OLD.account_id, OLD.workflow_id, OLD.status_id, OLD.is_archived, OLD.accepted_value) IS DISTINCT FROM (NEW.account_id, NEW.workflow_id, NEW.status_id, NEW.is_archived, NEW.accepted_value)) EXECUTE FUNCTION portal_total_deal_columns();
