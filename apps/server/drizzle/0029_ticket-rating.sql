ALTER TABLE "tickets" ADD COLUMN "rating" smallint;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "rating_comment" varchar(1000);--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_rating_ck" CHECK ("tickets"."rating" is null or "tickets"."rating" between 1 and 5);