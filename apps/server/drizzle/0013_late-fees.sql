-- Late fees (gecikme tazminatı, PRODUCT.md §12): per-site due day, switch, monthly rate in basis
-- points and start date; fee rows (gecikme_charge) name their charge and the last day they cover,
-- one per (charge, day) among non-reversal rows. Existing sites start with fees off.
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_type_ck";--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "due_day" smallint DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "late_fee_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "late_fee_rate_bps" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "late_fee_from" date;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "fee_for_id" bigint;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "fee_through" date;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_fee_uq" ON "ledger_transactions" USING btree ("fee_for_id","fee_through") WHERE "ledger_transactions"."type" = 'gecikme_charge' and "ledger_transactions"."reverses_id" is null;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_due_day_ck" CHECK ("sites"."due_day" between 1 and 28);--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_late_fee_rate_ck" CHECK ("sites"."late_fee_rate_bps" between 1 and 10000);--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_fee_ck" CHECK (case when "ledger_transactions"."type" = 'gecikme_charge' then "ledger_transactions"."reverses_id" is not null or ("ledger_transactions"."fee_for_id" is not null and "ledger_transactions"."fee_through" is not null) else "ledger_transactions"."fee_for_id" is null and "ledger_transactions"."fee_through" is null end);--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_type_ck" CHECK ("ledger_transactions"."type" in ('aidat_charge', 'aidat_payment', 'ekbutce_charge', 'ekbutce_payment', 'gecikme_charge'));