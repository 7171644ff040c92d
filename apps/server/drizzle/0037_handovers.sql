CREATE TABLE "handover_cash_counts" (
	"handover_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"account_name" varchar(100) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"book_balance_kurus" bigint NOT NULL,
	"counted_kurus" bigint,
	CONSTRAINT "handover_cash_counts_handover_id_account_id_pk" PRIMARY KEY("handover_id","account_id"),
	CONSTRAINT "handover_cash_counts_kasa_ck" CHECK (("handover_cash_counts"."kind" = 'kasa') = ("handover_cash_counts"."counted_kurus" is not null))
);
--> statement-breakpoint
CREATE TABLE "handover_managers" (
	"handover_id" integer NOT NULL,
	"side" varchar(4) NOT NULL,
	"user_id" integer,
	"full_name" varchar(200) NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "handover_managers_handover_id_side_position_pk" PRIMARY KEY("handover_id","side","position"),
	CONSTRAINT "handover_managers_side_ck" CHECK ("handover_managers"."side" in ('from', 'to'))
);
--> statement-breakpoint
CREATE TABLE "handovers" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"created_by_name" varchar(200),
	"decision_no" varchar(50),
	"decided_at" date,
	"decision_motion_id" integer,
	"note" varchar(2000),
	"archive_sha256" char(64),
	"archive_files" jsonb,
	CONSTRAINT "handovers_id_site_uq" UNIQUE("id","site_id"),
	CONSTRAINT "handovers_decision_ck" CHECK (("handovers"."decision_no" is not null and "handovers"."decided_at" is not null) or "handovers"."decision_motion_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "handover_cash_counts" ADD CONSTRAINT "handover_cash_counts_handover_fk" FOREIGN KEY ("handover_id","site_id") REFERENCES "public"."handovers"("id","site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_cash_counts" ADD CONSTRAINT "handover_cash_counts_account_fk" FOREIGN KEY ("account_id","site_id") REFERENCES "public"."accounts"("id","site_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_managers" ADD CONSTRAINT "handover_managers_handover_id_handovers_id_fk" FOREIGN KEY ("handover_id") REFERENCES "public"."handovers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_managers" ADD CONSTRAINT "handover_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handovers" ADD CONSTRAINT "handovers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handovers" ADD CONSTRAINT "handovers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handovers" ADD CONSTRAINT "handovers_decision_motion_id_meeting_motions_id_fk" FOREIGN KEY ("decision_motion_id") REFERENCES "public"."meeting_motions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "handover_managers_user_idx" ON "handover_managers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "handovers_site_idx" ON "handovers" USING btree ("site_id","at");