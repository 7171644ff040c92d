CREATE TABLE "ticket_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"content_type" varchar(50) NOT NULL,
	"size" integer NOT NULL,
	"sha256" char(64) NOT NULL,
	"data" "bytea",
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(12) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sms_campaigns" DROP CONSTRAINT "sms_campaigns_kind_ck";--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "ticket_id" integer;--> statement-breakpoint
ALTER TABLE "ticket_attachments" ADD CONSTRAINT "ticket_attachments_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_attachments" ADD CONSTRAINT "ticket_attachments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_notices" ADD CONSTRAINT "ticket_notices_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_notices" ADD CONSTRAINT "ticket_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_attachments_ticket_idx" ON "ticket_attachments" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "ticket_notices_unread_idx" ON "ticket_notices" USING btree ("user_id","id") WHERE "ticket_notices"."read_at" is null;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_id_site_uq" UNIQUE("id","site_id");--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_ticket_fk" FOREIGN KEY ("ticket_id","site_id") REFERENCES "public"."tickets"("id","site_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expenses_ticket_idx" ON "expenses" USING btree ("ticket_id") WHERE "expenses"."ticket_id" is not null;--> statement-breakpoint
ALTER TABLE "sms_campaigns" ADD CONSTRAINT "sms_campaigns_kind_ck" CHECK ("sms_campaigns"."kind" in ('announcement', 'debtReminder', 'ticketStatus'));--> statement-breakpoint
-- The managers' 'Talepler' screen, for installations whose menu table is already filled; in the
-- 'communication' group with the notifications ('Yönetim Paneli' stays the only item of 'site', a link).
INSERT INTO "menus" ("label", "path", "roles", "display_order", "is_active", "icon", "nav_group")
SELECT 'Talepler', '/tickets', 'Admin', 115, true, 'bi bi-tools', 'communication'
WHERE EXISTS (SELECT 1 FROM "menus")
  AND NOT EXISTS (SELECT 1 FROM "menus" m WHERE m."path" = '/tickets');
