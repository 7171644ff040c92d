CREATE TABLE "meeting_attendance" (
	"meeting_id" integer NOT NULL,
	"session" varchar(6) NOT NULL,
	"unit_id" integer NOT NULL,
	"present" boolean NOT NULL,
	"proxy_name" varchar(200),
	CONSTRAINT "meeting_attendance_meeting_id_session_unit_id_pk" PRIMARY KEY("meeting_id","session","unit_id"),
	CONSTRAINT "meeting_attendance_session_ck" CHECK ("meeting_attendance"."session" in ('first', 'second'))
);
--> statement-breakpoint
ALTER TABLE "meeting_attendance" ADD CONSTRAINT "meeting_attendance_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_attendance" ADD CONSTRAINT "meeting_attendance_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;