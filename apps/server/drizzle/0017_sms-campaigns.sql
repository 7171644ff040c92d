CREATE TABLE "sms_campaign_recipients" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"phone" varchar(16) NOT NULL,
	"units" varchar(500) NOT NULL,
	"resident_name" varchar(200),
	"text" varchar(160) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"outcome" varchar(10),
	"code" varchar(40),
	"provider" varchar(20),
	"claimed_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "sms_recipients_status_ck" CHECK ("sms_campaign_recipients"."status" in ('pending', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "sms_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"notification_id" integer,
	"min_months_overdue" integer,
	"price_per_message_kurus" bigint NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_campaigns_kind_ck" CHECK ("sms_campaigns"."kind" in ('announcement', 'debtReminder'))
);
--> statement-breakpoint
ALTER TABLE "sms_campaign_recipients" ADD CONSTRAINT "sms_campaign_recipients_campaign_id_sms_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."sms_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_campaigns" ADD CONSTRAINT "sms_campaigns_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_campaigns" ADD CONSTRAINT "sms_campaigns_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_campaigns" ADD CONSTRAINT "sms_campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_recipients_phone_uq" ON "sms_campaign_recipients" USING btree ("campaign_id","phone");--> statement-breakpoint
CREATE INDEX "sms_recipients_pending_idx" ON "sms_campaign_recipients" USING btree ("id") WHERE "sms_campaign_recipients"."status" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "sms_campaigns_site_idx" ON "sms_campaigns" USING btree ("site_id","created_at");