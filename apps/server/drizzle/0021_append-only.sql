-- Money rows are append-only in the database itself. No foreign key deletes ledger entries,
-- expenses or transfers any more (a unit, site, account, category or ek bütçe that has them cannot
-- be deleted: ON DELETE restrict instead of cascade); a reversal's reason gets a column of its own,
-- filled for the earlier reversals from their descriptions; and triggers refuse every DELETE of
-- those rows and every UPDATE of their money columns (below).
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_additional_charge_id_additional_charges_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_account_site_fk";
--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_unit_site_fk";
--> statement-breakpoint
ALTER TABLE "account_transfers" DROP CONSTRAINT "transfers_from_fk";
--> statement-breakpoint
ALTER TABLE "account_transfers" DROP CONSTRAINT "transfers_to_fk";
--> statement-breakpoint
ALTER TABLE "expenses" DROP CONSTRAINT "expenses_account_fk";
--> statement-breakpoint
ALTER TABLE "expenses" DROP CONSTRAINT "expenses_category_fk";
--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "reversal_reason" varchar(200);--> statement-breakpoint
ALTER TABLE "account_transfers" ADD COLUMN "reversal_reason" varchar(200);--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "reversal_reason" varchar(200);--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_additional_charge_id_additional_charges_id_fk" FOREIGN KEY ("additional_charge_id") REFERENCES "public"."additional_charges"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_account_site_fk" FOREIGN KEY ("account_id","site_id") REFERENCES "public"."accounts"("id","site_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_unit_site_fk" FOREIGN KEY ("unit_id","site_id") REFERENCES "public"."units"("id","site_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_transfers" ADD CONSTRAINT "transfers_from_fk" FOREIGN KEY ("from_account_id","site_id") REFERENCES "public"."accounts"("id","site_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_transfers" ADD CONSTRAINT "transfers_to_fk" FOREIGN KEY ("to_account_id","site_id") REFERENCES "public"."accounts"("id","site_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_account_fk" FOREIGN KEY ("account_id","site_id") REFERENCES "public"."accounts"("id","site_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_category_fk" FOREIGN KEY ("category_id","site_id") REFERENCES "public"."expense_categories"("id","site_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_reversal_reason_ck" CHECK ("ledger_transactions"."reversal_reason" is null or "ledger_transactions"."reverses_id" is not null);--> statement-breakpoint
ALTER TABLE "account_transfers" ADD CONSTRAINT "transfers_reversal_reason_ck" CHECK ("account_transfers"."reversal_reason" is null or "account_transfers"."reverses_id" is not null);--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_reversal_reason_ck" CHECK ("expenses"."reversal_reason" is null or "expenses"."reverses_id" is not null);--> statement-breakpoint
-- A reversal's reason has a column of its own (PRODUCT.md §5, §10). Reversals made before it wrote
-- the reason only into their description, as 'İptal: <original> (<reason>)' (ledger-dto.ts
-- reversalDescription; expenses the same), the original shortened to '<start>…' when the whole
-- would not fit. This reads it back from the reversal's and the original's descriptions: the
-- longest start of the original that fits, so a '… (' inside the original or the reason is not
-- taken for the cut. A description in any other form gives null: it says why itself, and the
-- readers show it instead.
CREATE FUNCTION aidat_legacy_reversal_reason(reversal text, original text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT CASE
    WHEN right(reversal, 1) <> ')' THEN NULL
    WHEN starts_with(reversal, 'İptal: ' || original || ' (')
      THEN substr(reversal, length('İptal: ' || original || ' (') + 1, length(reversal) - length('İptal: ' || original || ' (') - 1)
    ELSE (
      SELECT substr(reversal, c + 3, length(reversal) - c - 3)
      FROM generate_series(length(reversal) - 2, 8, -1) AS c
      WHERE substr(reversal, c, 3) = '… (' AND substr(reversal, 8, c - 8) = left(original, c - 8)
      ORDER BY c DESC
      LIMIT 1)
  END
$$;
--> statement-breakpoint
UPDATE "ledger_transactions" AS r SET "reversal_reason" = aidat_legacy_reversal_reason(r."description", o."description")
FROM "ledger_transactions" AS o
WHERE o."id" = r."reverses_id" AND length(aidat_legacy_reversal_reason(r."description", o."description")) <= 200;
--> statement-breakpoint
UPDATE "expenses" AS r SET "reversal_reason" = aidat_legacy_reversal_reason(r."description", o."description")
FROM "expenses" AS o
WHERE o."id" = r."reverses_id" AND length(aidat_legacy_reversal_reason(r."description", o."description")) <= 200;
--> statement-breakpoint
UPDATE "account_transfers" AS r SET "reversal_reason" = aidat_legacy_reversal_reason(r."description", o."description")
FROM "account_transfers" AS o
WHERE o."id" = r."reverses_id" AND length(aidat_legacy_reversal_reason(r."description", o."description")) <= 200;
--> statement-breakpoint
-- Money rows are append-only, in the database itself (PRODUCT.md §5, §10): a ledger entry, an
-- expense or a transfer is never deleted (nor its table truncated), and an UPDATE may change only
-- the columns named as the trigger's arguments, which are not money: who recorded the row (set
-- null when that user goes) and, on the ledger, a payment's receipt while it has none (the next
-- trigger). Everything else (amount, type, unit, site, account, method, dates,
-- description, the row it reverses and why, the ek bütçe, the dues month, the fee's charge and
-- days) is frozen once posted; a correction is a reversal. Refused with SQLSTATE Z0001
-- (lib/db-errors.ts), which no request path provokes: the code never tries.
CREATE FUNCTION aidat_refuse_money_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF (to_jsonb(NEW) - TG_ARGV) = (to_jsonb(OLD) - TG_ARGV) THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION '% of % refused: money rows are append-only, a correction is a reversal', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'Z0001', TABLE = TG_TABLE_NAME, CONSTRAINT = TG_NAME;
END
$$;
--> statement-breakpoint
-- A payment's receipt is given once: numbered and coded after the row's insert only by the demo's
-- bulk load (seed/number-receipts.ts) and migrations 0008 and 0010, never changed once it has one.
CREATE FUNCTION aidat_refuse_receipt_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."receipt_no" IS NOT NULL AND (NEW."receipt_year", NEW."receipt_no", NEW."receipt_code")
      IS DISTINCT FROM (OLD."receipt_year", OLD."receipt_no", OLD."receipt_code") THEN
    RAISE EXCEPTION 'a receipt once given is not changed (ledger_transactions %)', OLD."id"
      USING ERRCODE = 'Z0001', TABLE = TG_TABLE_NAME, CONSTRAINT = TG_NAME;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_append_only" BEFORE UPDATE OR DELETE ON "ledger_transactions" FOR EACH ROW EXECUTE FUNCTION aidat_refuse_money_change('created_by', 'receipt_year', 'receipt_no', 'receipt_code');
--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_receipt_once" BEFORE UPDATE OF "receipt_year", "receipt_no", "receipt_code" ON "ledger_transactions" FOR EACH ROW EXECUTE FUNCTION aidat_refuse_receipt_change();
--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_no_truncate" BEFORE TRUNCATE ON "ledger_transactions" FOR EACH STATEMENT EXECUTE FUNCTION aidat_refuse_money_change();
--> statement-breakpoint
CREATE TRIGGER "expenses_append_only" BEFORE UPDATE OR DELETE ON "expenses" FOR EACH ROW EXECUTE FUNCTION aidat_refuse_money_change('created_by');
--> statement-breakpoint
CREATE TRIGGER "expenses_no_truncate" BEFORE TRUNCATE ON "expenses" FOR EACH STATEMENT EXECUTE FUNCTION aidat_refuse_money_change();
--> statement-breakpoint
CREATE TRIGGER "account_transfers_append_only" BEFORE UPDATE OR DELETE ON "account_transfers" FOR EACH ROW EXECUTE FUNCTION aidat_refuse_money_change('created_by');
--> statement-breakpoint
CREATE TRIGGER "account_transfers_no_truncate" BEFORE TRUNCATE ON "account_transfers" FOR EACH STATEMENT EXECUTE FUNCTION aidat_refuse_money_change();
