-- A site's dues rule (PRODUCT.md §12): a mode ('perUnit', 'landShare', 'area') beside the amount
-- already in monthly_dues_kurus (per unit, or the monthly total for the split modes), the month it
-- applies from, and one pending change for a later month. Units keep their part of a split total
-- for the current and the pending rule, so the set-based accrual only joins it.
ALTER TABLE "sites" ADD COLUMN "dues_mode" varchar(10) DEFAULT 'perUnit' NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "dues_from" varchar(7);--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "pending_dues_mode" varchar(10);--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "pending_dues_kurus" bigint;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "pending_dues_from" varchar(7);--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "dues_share_kurus" bigint;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "pending_dues_share_kurus" bigint;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_dues_mode_ck" CHECK ("sites"."dues_mode" in ('perUnit', 'landShare', 'area'));--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_pending_dues_ck" CHECK (("sites"."pending_dues_from" is null and "sites"."pending_dues_mode" is null and "sites"."pending_dues_kurus" is null) or ("sites"."pending_dues_from" is not null and "sites"."pending_dues_mode" in ('perUnit', 'landShare', 'area') and "sites"."pending_dues_kurus" >= 0));--> statement-breakpoint
-- Backfill: every existing site keeps charging its current amount to each unit, as before; its
-- rule has no starting month (it predates effective months) and no change is pending.
UPDATE "sites" SET "dues_mode" = 'perUnit', "dues_from" = NULL, "pending_dues_mode" = NULL, "pending_dues_kurus" = NULL, "pending_dues_from" = NULL;