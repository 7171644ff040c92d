CREATE TABLE "final_statement_readers" (
	"final_statement_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "final_statement_readers_final_statement_id_user_id_pk" PRIMARY KEY("final_statement_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "final_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"party" varchar(10) NOT NULL,
	"tenancy_id" integer,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"balance_kurus" bigint NOT NULL,
	"statement" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "final_statements_party_ck" CHECK ("final_statements"."party" in ('tenant', 'owners')),
	CONSTRAINT "final_statements_days_ck" CHECK ("final_statements"."to_day" >= "final_statements"."from_day")
);
--> statement-breakpoint
CREATE TABLE "unit_party_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"day" date NOT NULL,
	"final_statement_id" integer,
	"details" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_party_events_kind_ck" CHECK ("unit_party_events"."kind" in ('owners_corrected', 'move_in', 'move_out', 'sale', 'clearance'))
);
--> statement-breakpoint
ALTER TABLE "final_statement_readers" ADD CONSTRAINT "final_statement_readers_final_statement_id_final_statements_id_fk" FOREIGN KEY ("final_statement_id") REFERENCES "public"."final_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "final_statement_readers" ADD CONSTRAINT "final_statement_readers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "final_statements" ADD CONSTRAINT "final_statements_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "final_statements" ADD CONSTRAINT "final_statements_tenancy_id_unit_tenancies_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."unit_tenancies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "final_statements" ADD CONSTRAINT "final_statements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_party_events" ADD CONSTRAINT "unit_party_events_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_party_events" ADD CONSTRAINT "unit_party_events_final_statement_id_final_statements_id_fk" FOREIGN KEY ("final_statement_id") REFERENCES "public"."final_statements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_party_events" ADD CONSTRAINT "unit_party_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "final_statement_readers_user_idx" ON "final_statement_readers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "final_statements_unit_idx" ON "final_statements" USING btree ("unit_id","created_at");--> statement-breakpoint
CREATE INDEX "unit_party_events_unit_idx" ON "unit_party_events" USING btree ("unit_id","created_at");--> statement-breakpoint
-- The resident's cached home answers (docs/resident-cache.md) list the units a person owns or
-- rents (PRODUCT.md §16): a change of owners or tenant ends the answers of the people it names.
CREATE FUNCTION aidat_invalidate_party() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tags text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT string_agg(DISTINCT 'u' || user_id, ' ') INTO tags FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT string_agg(DISTINCT t, ' ') INTO tags
    FROM (SELECT 'u' || user_id AS t FROM old_rows UNION SELECT 'u' || user_id FROM new_rows) d;
  ELSE
    SELECT string_agg(DISTINCT 'u' || user_id, ' ') INTO tags FROM old_rows;
  END IF;
  PERFORM aidat_notify_invalidate(tags);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "unit_owners_invalidate_insert" AFTER INSERT ON "unit_owners" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION aidat_invalidate_party();
--> statement-breakpoint
CREATE TRIGGER "unit_owners_invalidate_update" AFTER UPDATE ON "unit_owners" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION aidat_invalidate_party();
--> statement-breakpoint
CREATE TRIGGER "unit_owners_invalidate_delete" AFTER DELETE ON "unit_owners" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION aidat_invalidate_party();
--> statement-breakpoint
CREATE TRIGGER "unit_owners_invalidate_truncate" AFTER TRUNCATE ON "unit_owners" FOR EACH STATEMENT EXECUTE FUNCTION aidat_invalidate_all();
--> statement-breakpoint
CREATE TRIGGER "unit_tenancies_invalidate_insert" AFTER INSERT ON "unit_tenancies" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION aidat_invalidate_party();
--> statement-breakpoint
CREATE TRIGGER "unit_tenancies_invalidate_update" AFTER UPDATE ON "unit_tenancies" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION aidat_invalidate_party();
--> statement-breakpoint
CREATE TRIGGER "unit_tenancies_invalidate_delete" AFTER DELETE ON "unit_tenancies" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION aidat_invalidate_party();
--> statement-breakpoint
CREATE TRIGGER "unit_tenancies_invalidate_truncate" AFTER TRUNCATE ON "unit_tenancies" FOR EACH STATEMENT EXECUTE FUNCTION aidat_invalidate_all();
