-- Who made each block, as an account: an Admin may lift only a block made by the system or by an
-- Admin of the same site (PRODUCT.md §4). Rows written before this column name no account; a name
-- alone cannot say whose block it was, so only a SystemAdmin may lift those (unless 'Sistem').
ALTER TABLE "block_history" ADD COLUMN "updated_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "block_history" ADD CONSTRAINT "block_history_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;