-- Receipt numbers (PRODUCT.md §11): per site and Istanbul year, gap-free, given with the payment.
CREATE TABLE "receipt_counters" (
	"site_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"last_no" integer NOT NULL,
	CONSTRAINT "receipt_counters_site_id_year_pk" PRIMARY KEY("site_id","year")
);
--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "receipt_year" smallint;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "receipt_no" integer;--> statement-breakpoint
ALTER TABLE "receipt_counters" ADD CONSTRAINT "receipt_counters_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_receipt_uq" ON "ledger_transactions" USING btree ("site_id","receipt_year","receipt_no") WHERE "ledger_transactions"."receipt_no" is not null;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_receipt_ck" CHECK ("ledger_transactions"."receipt_no" is null or ("ledger_transactions"."receipt_year" is not null and "ledger_transactions"."reverses_id" is null and "ledger_transactions"."type" in ('aidat_payment', 'ekbutce_payment')));--> statement-breakpoint
-- Payments made before receipts were numbered get their numbers in the order they were made, per
-- site and Istanbul year, and each counter continues from the last of them.
UPDATE "ledger_transactions" l SET "receipt_year" = n."year", "receipt_no" = n."no"
FROM (
  SELECT "id",
    extract(year FROM "occurred_at" AT TIME ZONE 'Europe/Istanbul')::smallint AS "year",
    row_number() OVER (
      PARTITION BY "site_id", extract(year FROM "occurred_at" AT TIME ZONE 'Europe/Istanbul')
      ORDER BY "occurred_at", "id"
    )::int AS "no"
  FROM "ledger_transactions"
  WHERE "type" IN ('aidat_payment', 'ekbutce_payment') AND "reverses_id" IS NULL
) n
WHERE l."id" = n."id";--> statement-breakpoint
INSERT INTO "receipt_counters" ("site_id", "year", "last_no")
SELECT "site_id", "receipt_year", max("receipt_no") FROM "ledger_transactions"
WHERE "receipt_no" IS NOT NULL GROUP BY "site_id", "receipt_year";
