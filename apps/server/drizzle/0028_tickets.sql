CREATE TABLE "ticket_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"type" varchar(20) NOT NULL,
	"status" varchar(12) NOT NULL,
	"note" varchar(2000),
	"by_user_id" integer,
	CONSTRAINT "ticket_events_type_ck" CHECK ("ticket_events"."type" in ('opened', 'status', 'assigned', 'due_date', 'note'))
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"unit_id" integer,
	"category" varchar(20) NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" varchar(2000) NOT NULL,
	"status" varchar(12) DEFAULT 'open' NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_date" date,
	"assignee" jsonb,
	"resolved_at" timestamp with time zone,
	"opened_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tickets_status_ck" CHECK ("tickets"."status" in ('open', 'assigned', 'in_progress', 'resolved', 'closed', 'rejected')),
	CONSTRAINT "tickets_category_ck" CHECK ("tickets"."category" in ('asansor', 'elektrik', 'su_tesisat', 'isitma', 'temizlik', 'bahce', 'guvenlik', 'otopark', 'gurultu', 'diger'))
);
--> statement-breakpoint
ALTER TABLE "ticket_events" ADD CONSTRAINT "ticket_events_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_events" ADD CONSTRAINT "ticket_events_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_events_ticket_idx" ON "ticket_events" USING btree ("ticket_id","at");--> statement-breakpoint
CREATE INDEX "tickets_site_status_idx" ON "tickets" USING btree ("site_id","status","reported_at");--> statement-breakpoint
CREATE INDEX "tickets_opened_by_idx" ON "tickets" USING btree ("opened_by");