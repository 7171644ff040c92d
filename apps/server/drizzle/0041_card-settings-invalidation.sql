-- The resident's cached unit answers say whether 'Kartla Öde' is offered (PRODUCT.md §20): turning
-- a site's card payment on or off ends the answers of that site (docs/resident-cache.md).
CREATE TRIGGER "card_payment_settings_invalidate_insert" AFTER INSERT ON "card_payment_settings" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION aidat_invalidate_by_site();
--> statement-breakpoint
CREATE TRIGGER "card_payment_settings_invalidate_update" AFTER UPDATE ON "card_payment_settings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION aidat_invalidate_by_site();
--> statement-breakpoint
CREATE TRIGGER "card_payment_settings_invalidate_delete" AFTER DELETE ON "card_payment_settings" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION aidat_invalidate_by_site();
--> statement-breakpoint
CREATE TRIGGER "card_payment_settings_invalidate_truncate" AFTER TRUNCATE ON "card_payment_settings" FOR EACH STATEMENT EXECUTE FUNCTION aidat_invalidate_all();
