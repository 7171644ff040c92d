CREATE TABLE "meeting_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"owner_name" varchar(200) NOT NULL,
	"channel" varchar(5) NOT NULL,
	"address" varchar(254) NOT NULL,
	"unit_ids" integer[] NOT NULL,
	"sms_recipient_id" bigint,
	"status" varchar(9) DEFAULT 'queued' NOT NULL,
	"code" varchar(40),
	"sent_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "meeting_notices_channel_ck" CHECK ("meeting_notices"."channel" in ('sms', 'email')),
	CONSTRAINT "meeting_notices_status_ck" CHECK ("meeting_notices"."status" in ('queued', 'sending', 'sent', 'failed', 'delivered'))
);
--> statement-breakpoint
ALTER TABLE "sms_campaigns" DROP CONSTRAINT "sms_campaigns_kind_ck";--> statement-breakpoint
ALTER TABLE "additional_charges" ADD COLUMN "decision_motion_id" integer;--> statement-breakpoint
ALTER TABLE "budgets" ADD COLUMN "decision_motion_id" integer;--> statement-breakpoint
ALTER TABLE "meeting_notices" ADD CONSTRAINT "meeting_notices_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_notices" ADD CONSTRAINT "meeting_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_notices" ADD CONSTRAINT "meeting_notices_sms_recipient_id_sms_campaign_recipients_id_fk" FOREIGN KEY ("sms_recipient_id") REFERENCES "public"."sms_campaign_recipients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_notices_meeting_idx" ON "meeting_notices" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "meeting_notices_mail_queue_idx" ON "meeting_notices" USING btree ("id") WHERE "meeting_notices"."channel" = 'email' and "meeting_notices"."status" in ('queued', 'sending');--> statement-breakpoint
ALTER TABLE "additional_charges" ADD CONSTRAINT "additional_charges_decision_motion_id_meeting_motions_id_fk" FOREIGN KEY ("decision_motion_id") REFERENCES "public"."meeting_motions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_decision_motion_id_meeting_motions_id_fk" FOREIGN KEY ("decision_motion_id") REFERENCES "public"."meeting_motions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_campaigns" ADD CONSTRAINT "sms_campaigns_kind_ck" CHECK ("sms_campaigns"."kind" in ('announcement', 'debtReminder', 'ticketStatus', 'meetingNotice'));