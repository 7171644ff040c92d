-- PRODUCT.md §15: the debt reminder goes to units owing more than N months. Campaigns stored as
-- "N or more" become "more than N - 1": the same units, as months overdue are whole months.
ALTER TABLE "sms_campaigns" RENAME COLUMN "min_months_overdue" TO "months_overdue_more_than";--> statement-breakpoint
UPDATE "sms_campaigns" SET "months_overdue_more_than" = "months_overdue_more_than" - 1 WHERE "months_overdue_more_than" IS NOT NULL;
