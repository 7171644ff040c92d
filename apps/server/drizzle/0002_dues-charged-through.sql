-- The month each site's dues are charged through, filled from the charges already made (one
-- backward probe per unit on the unit-first unique index, before that index is rebuilt below).
ALTER TABLE "sites" ADD COLUMN "dues_charged_through" varchar(7);--> statement-breakpoint
UPDATE "sites" SET "dues_charged_through" = (
	SELECT max(lp."dues_period")
	FROM "units" u
	CROSS JOIN LATERAL (
		SELECT t."dues_period" FROM "ledger_transactions" t
		WHERE t."unit_id" = u."id" AND t."type" = 'aidat_charge' AND t."reverses_id" IS NULL
		ORDER BY t."dues_period" DESC
		LIMIT 1
	) lp
	WHERE u."site_id" = "sites"."id"
);--> statement-breakpoint
-- One (unit, site) foreign key in place of two: the target key first, then the swap.
ALTER TABLE "units" ADD CONSTRAINT "units_id_site_uq" UNIQUE("id","site_id");--> statement-breakpoint
ALTER TABLE "ledger_transactions"
	DROP CONSTRAINT "ledger_transactions_unit_id_units_id_fk",
	DROP CONSTRAINT "ledger_transactions_site_id_sites_id_fk",
	ADD CONSTRAINT "ledger_unit_site_fk" FOREIGN KEY ("unit_id","site_id") REFERENCES "public"."units"("id","site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The dues key, month first.
DROP INDEX "ledger_dues_period_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_dues_period_uq" ON "ledger_transactions" USING btree ("dues_period","unit_id") WHERE "ledger_transactions"."type" = 'aidat_charge' and "ledger_transactions"."reverses_id" is null;
