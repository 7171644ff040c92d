-- The resident of a unit as its manager typed them (PRODUCT.md §4): the name and e-mail the Admin
-- entered when assigning the resident, shown on the manager's screens instead of the linked user's
-- own details, so assigning a registered phone never tells an Admin whose phone it is. Links made
-- before this column take the linked user's details, which their managers already saw.
ALTER TABLE "units" ADD COLUMN "resident_full_name" varchar(200);--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "resident_email" varchar(254);--> statement-breakpoint
UPDATE "units" SET "resident_full_name" = "users"."full_name", "resident_email" = "users"."email"
FROM "users" WHERE "users"."id" = "units"."resident_user_id";
