CREATE TABLE "meeting_motions" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"session" varchar(6) NOT NULL,
	"agenda_item_id" integer,
	"title" varchar(500) NOT NULL,
	"text" varchar(5000),
	"threshold" varchar(20) NOT NULL,
	"status" varchar(8) DEFAULT 'open' NOT NULL,
	"yes" integer DEFAULT 0 NOT NULL,
	"no" integer DEFAULT 0 NOT NULL,
	"abstain" integer DEFAULT 0 NOT NULL,
	"yes_land_share" varchar(12) DEFAULT '0' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_motions_session_ck" CHECK ("meeting_motions"."session" in ('first', 'second')),
	CONSTRAINT "meeting_motions_status_ck" CHECK ("meeting_motions"."status" in ('open', 'passed', 'rejected')),
	CONSTRAINT "meeting_motions_threshold_ck" CHECK ("meeting_motions"."threshold" in ('majority', 'countAndLandShare', 'twoThirds', 'fourFifths', 'unanimous'))
);
--> statement-breakpoint
CREATE TABLE "meeting_votes" (
	"motion_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"vote" varchar(8) NOT NULL,
	CONSTRAINT "meeting_votes_motion_id_unit_id_pk" PRIMARY KEY("motion_id","unit_id"),
	CONSTRAINT "meeting_votes_vote_ck" CHECK ("meeting_votes"."vote" in ('yes', 'no', 'abstain'))
);
--> statement-breakpoint
ALTER TABLE "meeting_motions" ADD CONSTRAINT "meeting_motions_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_motions" ADD CONSTRAINT "meeting_motions_agenda_item_id_meeting_agenda_items_id_fk" FOREIGN KEY ("agenda_item_id") REFERENCES "public"."meeting_agenda_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_motions" ADD CONSTRAINT "meeting_motions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_votes" ADD CONSTRAINT "meeting_votes_motion_id_meeting_motions_id_fk" FOREIGN KEY ("motion_id") REFERENCES "public"."meeting_motions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_votes" ADD CONSTRAINT "meeting_votes_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_motions_meeting_idx" ON "meeting_motions" USING btree ("meeting_id");