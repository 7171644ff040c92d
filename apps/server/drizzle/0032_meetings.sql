CREATE TABLE "meeting_agenda_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"title" varchar(500) NOT NULL,
	CONSTRAINT "meeting_agenda_position_uq" UNIQUE("meeting_id","position")
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"title" varchar(200) NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"first_place" varchar(300) NOT NULL,
	"second_at" timestamp with time zone NOT NULL,
	"second_place" varchar(300) NOT NULL,
	"status" varchar(8) DEFAULT 'draft' NOT NULL,
	"called_at" timestamp with time zone,
	"held_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meetings_id_site_uq" UNIQUE("id","site_id"),
	CONSTRAINT "meetings_kind_ck" CHECK ("meetings"."kind" in ('olagan', 'olaganustu')),
	CONSTRAINT "meetings_status_ck" CHECK ("meetings"."status" in ('draft', 'called', 'held'))
);
--> statement-breakpoint
ALTER TABLE "meeting_agenda_items" ADD CONSTRAINT "meeting_agenda_items_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meetings_site_idx" ON "meetings" USING btree ("site_id","first_at");