-- KMK 37: a served budget nobody objected to within 7 days is final without a kurul decision number.
ALTER TABLE "budgets" DROP CONSTRAINT "budgets_approved_ck";--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_approved_ck" CHECK ("budgets"."status" <> 'approved' or ("budgets"."decided_at" is not null and "budgets"."applies_from" is not null));