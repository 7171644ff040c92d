-- The resident's home answers are kept in each server's memory (docs/resident-cache.md). Every
-- change to a row they are read from tells every server which answers it ends, by NOTIFY on
-- 'aidat_invalidate', whichever code made it: tags separated by spaces ('s<site id>', 'u<user id>',
-- 't<first 16 hex digits of a session's token hash>'), or '*' for everything when the list would
-- not fit a notice comfortably (PostgreSQL allows 8,000 bytes). NOTIFY is sent at commit, so a
-- server that receives it reads the new rows. Statement-level triggers: one notice per statement,
-- however many rows it wrote. PostgreSQL gives transition tables only to triggers of one event,
-- hence one trigger per event.
CREATE FUNCTION aidat_notify_invalidate(tags text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF tags IS NULL OR tags = '' THEN
    RETURN;
  END IF;
  IF octet_length(tags) > 7000 THEN
    tags := '*';
  END IF;
  PERFORM pg_notify('aidat_invalidate', tags);
END
$$;
--> statement-breakpoint
-- Everything (configuration, TRUNCATE).
CREATE FUNCTION aidat_invalidate_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM aidat_notify_invalidate('*');
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Rows of one site (ledger, ek bütçe, accounts, notifications): the sites they belong to. At most
-- 1,200 distinct sites are listed; more would not fit and become '*'.
CREATE FUNCTION aidat_invalidate_by_site() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tags text;
  listed int;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT string_agg('s' || site_id, ' '), count(*) INTO tags, listed FROM (SELECT DISTINCT site_id FROM new_rows LIMIT 1200) d;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT string_agg('s' || site_id, ' '), count(*) INTO tags, listed
    FROM (SELECT site_id FROM old_rows UNION SELECT site_id FROM new_rows LIMIT 1200) d;
  ELSE
    SELECT string_agg('s' || site_id, ' '), count(*) INTO tags, listed FROM (SELECT DISTINCT site_id FROM old_rows LIMIT 1200) d;
  END IF;
  IF listed >= 1200 THEN
    tags := '*';
  END IF;
  PERFORM aidat_notify_invalidate(tags);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A site itself (name, payment code): the site.
CREATE FUNCTION aidat_invalidate_site() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tags text;
BEGIN
  SELECT string_agg(DISTINCT 's' || id, ' ') INTO tags FROM old_rows;
  PERFORM aidat_notify_invalidate(tags);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A unit: its site, and its resident before and after (whose list of units changes).
CREATE FUNCTION aidat_invalidate_unit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tags text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT string_agg(tag, ' ') INTO tags FROM (
      SELECT 's' || site_id AS tag FROM new_rows
      UNION SELECT 'u' || resident_user_id FROM new_rows WHERE resident_user_id IS NOT NULL) d;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT string_agg(tag, ' ') INTO tags FROM (
      SELECT 's' || site_id AS tag FROM old_rows
      UNION SELECT 's' || site_id FROM new_rows
      UNION SELECT 'u' || resident_user_id FROM old_rows WHERE resident_user_id IS NOT NULL
      UNION SELECT 'u' || resident_user_id FROM new_rows WHERE resident_user_id IS NOT NULL) d;
  ELSE
    SELECT string_agg(tag, ' ') INTO tags FROM (
      SELECT 's' || site_id AS tag FROM old_rows
      UNION SELECT 'u' || resident_user_id FROM old_rows WHERE resident_user_id IS NOT NULL) d;
  END IF;
  PERFORM aidat_notify_invalidate(tags);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A user changed or removed (blocked, renamed, role): the user, their sessions and answers.
CREATE FUNCTION aidat_invalidate_user() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tags text;
BEGIN
  SELECT string_agg('u' || id, ' ') INTO tags FROM old_rows;
  PERFORM aidat_notify_invalidate(tags);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A session ended or changed (logout, blocking, pruning): the sessions that were still live; an
-- expired one is refused by its expiry wherever it is kept. A new session needs no notice.
CREATE FUNCTION aidat_invalidate_session() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tags text;
BEGIN
  SELECT string_agg('t' || left(token_hash, 16), ' ') INTO tags FROM old_rows WHERE expires_at > now();
  PERFORM aidat_notify_invalidate(tags);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_invalidate_insert" AFTER INSERT ON "ledger_transactions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION aidat_invalidate_by_site();
--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_invalidate_update" AFTER UPDATE ON "ledger_transactions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION aidat_invalidate_by_site();
--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_invalidate_delete" AFTER DELETE ON "ledger_transactions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION aidat_invalidate_by_site();
--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_invalidate_truncate" AFTER TRUNCATE ON "ledger_transactions" FOR EACH STATEMENT EXECUTE FUNCTION aidat_invalidate_all();
--> statement-breakpoint
CREATE TRIGGER "additional_charges_invalidate_insert" AFTER INSERT ON "additional_charges" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION aidat_invalidate_by_site();
--> statement-breakpoint
CREATE TRIGGER "additional_charges_invalidate_update" AFTER UPDATE ON "additional_charges" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION aidat_invalidate_by_site();
--> statement-breakpoint
CREATE TRIGGER "additional_charges_invalidate_delete" AFTER DELETE ON "additional_charges" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION aidat_invalidate_by_site();
--> statement-breakpoint
CREATE TRIGGER "additional_charges_invalidate_truncate" AFTER TRUNCATE ON "additional_charges" FOR EACH STATEMENT EXECUTE FUNCTION aidat_invalidate_all();
--> statement-breakpoint
CREATE TRIGGER "accounts_invalidate_insert" AFTER INSERT ON "accounts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION aidat_invalidate_by_site();
--> statement-breakpoint
CREATE TRIGGER "accounts_invalidate_update" AFTER UPDATE ON "accounts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION aidat_invalidate_by_site();
--> statement-breakpoint
CREATE TRIGGER "accounts_invalidate_delete" AFTER DELETE ON "accounts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION aidat_invalidate_by_site();
--> statement-breakpoint
CREATE TRIGGER "accounts_invalidate_truncate" AFTER TRUNCATE ON "accounts" FOR EACH STATEMENT EXECUTE FUNCTION aidat_invalidate_all();
--> statement-breakpoint
CREATE TRIGGER "notifications_invalidate_insert" AFTER INSERT ON "notifications" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION aidat_invalidate_by_site();
--> statement-breakpoint
CREATE TRIGGER "notifications_invalidate_update" AFTER UPDATE ON "notifications" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION aidat_invalidate_by_site();
--> statement-breakpoint
CREATE TRIGGER "notifications_invalidate_delete" AFTER DELETE ON "notifications" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION aidat_invalidate_by_site();
--> statement-breakpoint
CREATE TRIGGER "notifications_invalidate_truncate" AFTER TRUNCATE ON "notifications" FOR EACH STATEMENT EXECUTE FUNCTION aidat_invalidate_all();
--> statement-breakpoint
CREATE TRIGGER "units_invalidate_insert" AFTER INSERT ON "units" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION aidat_invalidate_unit();
--> statement-breakpoint
CREATE TRIGGER "units_invalidate_update" AFTER UPDATE ON "units" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION aidat_invalidate_unit();
--> statement-breakpoint
CREATE TRIGGER "units_invalidate_delete" AFTER DELETE ON "units" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION aidat_invalidate_unit();
--> statement-breakpoint
CREATE TRIGGER "units_invalidate_truncate" AFTER TRUNCATE ON "units" FOR EACH STATEMENT EXECUTE FUNCTION aidat_invalidate_all();
--> statement-breakpoint
CREATE TRIGGER "sites_invalidate_update" AFTER UPDATE ON "sites" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION aidat_invalidate_site();
--> statement-breakpoint
CREATE TRIGGER "sites_invalidate_delete" AFTER DELETE ON "sites" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION aidat_invalidate_site();
--> statement-breakpoint
CREATE TRIGGER "sites_invalidate_truncate" AFTER TRUNCATE ON "sites" FOR EACH STATEMENT EXECUTE FUNCTION aidat_invalidate_all();
--> statement-breakpoint
CREATE TRIGGER "users_invalidate_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION aidat_invalidate_user();
--> statement-breakpoint
CREATE TRIGGER "users_invalidate_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION aidat_invalidate_user();
--> statement-breakpoint
CREATE TRIGGER "users_invalidate_truncate" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION aidat_invalidate_all();
--> statement-breakpoint
CREATE TRIGGER "sessions_invalidate_update" AFTER UPDATE ON "sessions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION aidat_invalidate_session();
--> statement-breakpoint
CREATE TRIGGER "sessions_invalidate_delete" AFTER DELETE ON "sessions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION aidat_invalidate_session();
--> statement-breakpoint
CREATE TRIGGER "sessions_invalidate_truncate" AFTER TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION aidat_invalidate_all();
--> statement-breakpoint
CREATE TRIGGER "configurations_invalidate" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "configurations" FOR EACH STATEMENT EXECUTE FUNCTION aidat_invalidate_all();
