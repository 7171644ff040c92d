DROP INDEX "ledger_unit_time_idx";--> statement-breakpoint
DROP INDEX "ledger_reverses_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_reverses_uq" ON "ledger_transactions" USING btree ("reverses_id") WHERE "ledger_transactions"."reverses_id" is not null;