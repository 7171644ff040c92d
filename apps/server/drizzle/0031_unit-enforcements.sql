CREATE TABLE "unit_enforcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"started_on" date NOT NULL,
	"ended_on" date,
	"office" varchar(200),
	"file_no" varchar(100),
	"note" varchar(1000),
	"end_reason" varchar(500),
	"created_by" integer,
	"ended_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_enforcements_days_ck" CHECK ("unit_enforcements"."ended_on" is null or "unit_enforcements"."ended_on" >= "unit_enforcements"."started_on"),
	CONSTRAINT "unit_enforcements_end_ck" CHECK (("unit_enforcements"."ended_on" is null) = ("unit_enforcements"."end_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "unit_enforcements" ADD CONSTRAINT "unit_enforcements_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_enforcements" ADD CONSTRAINT "unit_enforcements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_enforcements" ADD CONSTRAINT "unit_enforcements_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unit_enforcements_unit_idx" ON "unit_enforcements" USING btree ("unit_id","started_on");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_enforcements_open_uq" ON "unit_enforcements" USING btree ("unit_id") WHERE "unit_enforcements"."ended_on" is null;--> statement-breakpoint
-- Units marked 'icra takibinde' before the history was kept: open from the day of this migration
-- (their fees stopped on the flag alone; from here on, from the day an enforcement starts).
INSERT INTO "unit_enforcements" ("unit_id", "started_on")
SELECT "id", (now() AT TIME ZONE 'Europe/Istanbul')::date FROM "units" WHERE "enforcement";
--> statement-breakpoint
-- The late fees the resident's cached answers show (docs/resident-cache.md) leave out the days
-- under enforcement: a change of a period ends the answers of the unit's site.
CREATE FUNCTION aidat_invalidate_enforcement() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tags text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT string_agg(DISTINCT 's' || u.site_id, ' ') INTO tags FROM new_rows r JOIN units u ON u.id = r.unit_id;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT string_agg(DISTINCT 's' || u.site_id, ' ') INTO tags
    FROM (SELECT unit_id FROM old_rows UNION SELECT unit_id FROM new_rows) r JOIN units u ON u.id = r.unit_id;
  ELSE
    SELECT string_agg(DISTINCT 's' || u.site_id, ' ') INTO tags FROM old_rows r JOIN units u ON u.id = r.unit_id;
  END IF;
  PERFORM aidat_notify_invalidate(tags);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "unit_enforcements_invalidate_insert" AFTER INSERT ON "unit_enforcements" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION aidat_invalidate_enforcement();
--> statement-breakpoint
CREATE TRIGGER "unit_enforcements_invalidate_update" AFTER UPDATE ON "unit_enforcements" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION aidat_invalidate_enforcement();
--> statement-breakpoint
CREATE TRIGGER "unit_enforcements_invalidate_delete" AFTER DELETE ON "unit_enforcements" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION aidat_invalidate_enforcement();
--> statement-breakpoint
CREATE TRIGGER "unit_enforcements_invalidate_truncate" AFTER TRUNCATE ON "unit_enforcements" FOR EACH STATEMENT EXECUTE FUNCTION aidat_invalidate_all();
