CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" varchar(200) NOT NULL,
	"email" varchar(254),
	"phone" varchar(16),
	"role" varchar(20) DEFAULT 'Resident' NOT NULL,
	"password_hash" text,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_ck" CHECK ("users"."role" in ('Resident', 'Admin', 'SystemAdmin'))
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"address" varchar(500) NOT NULL,
	"block_count" integer NOT NULL,
	"unit_count" integer NOT NULL,
	"monthly_dues_kurus" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_dues_ck" CHECK ("sites"."monthly_dues_kurus" >= 0)
);
--> statement-breakpoint
CREATE TABLE "site_admins" (
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "site_admins_site_id_user_id_pk" PRIMARY KEY("site_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"block" varchar(10) NOT NULL,
	"door_number" varchar(10) NOT NULL,
	"square_meters" integer DEFAULT 0 NOT NULL,
	"room_count" integer DEFAULT 0 NOT NULL,
	"resident_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "additional_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"amount_per_unit_kurus" bigint NOT NULL,
	"charged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"type" varchar(20) NOT NULL,
	"description" varchar(500) NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"amount_kurus" bigint NOT NULL,
	"additional_charge_id" integer,
	"dues_period" varchar(7),
	"reverses_id" bigint,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_type_ck" CHECK ("ledger_transactions"."type" in ('aidat_charge', 'aidat_payment', 'ekbutce_charge', 'ekbutce_payment')),
	CONSTRAINT "ledger_amount_sign_ck" CHECK (("ledger_transactions"."reverses_id" is null and "ledger_transactions"."amount_kurus" > 0) or ("ledger_transactions"."reverses_id" is not null and "ledger_transactions"."amount_kurus" < 0))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"message" varchar(1000) NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "configurations" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(100) NOT NULL,
	"value" text NOT NULL,
	"description" varchar(500),
	"is_frontend_visible" boolean DEFAULT false NOT NULL,
	"updated_at_utc" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "configurations_key_uq" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "configuration_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"changed_at_utc" timestamp with time zone DEFAULT now() NOT NULL,
	"action" varchar(10) NOT NULL,
	"configuration_key" varchar(100) NOT NULL,
	"old_value" text,
	"new_value" text,
	"old_description" varchar(500),
	"new_description" varchar(500),
	"old_is_frontend_visible" boolean,
	"new_is_frontend_visible" boolean,
	"changed_by" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" varchar(100) NOT NULL,
	"path" varchar(200) NOT NULL,
	"roles" varchar(200) DEFAULT '' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"icon" varchar(100)
);
--> statement-breakpoint
CREATE TABLE "menu_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"menu_id" integer NOT NULL,
	"changed_at_utc" timestamp with time zone DEFAULT now() NOT NULL,
	"action" varchar(10) NOT NULL,
	"old_label" varchar(100),
	"new_label" varchar(100),
	"old_path" varchar(200),
	"new_path" varchar(200),
	"old_roles" varchar(200),
	"new_roles" varchar(200),
	"changed_by" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "block_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"updated_at_utc" timestamp with time zone DEFAULT now() NOT NULL,
	"is_blocked" boolean NOT NULL,
	"updated_by" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"attempted_at_utc" timestamp with time zone DEFAULT now() NOT NULL,
	"attempt_type" smallint NOT NULL,
	"is_success" boolean NOT NULL,
	"ip_address" varchar(64),
	"failure_reason" varchar(300)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" varchar(64),
	"user_agent" varchar(300),
	CONSTRAINT "sessions_token_uq" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" uuid NOT NULL,
	"phone" varchar(16) NOT NULL,
	"user_id" integer,
	"code_hash" varchar(64),
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" varchar(64),
	CONSTRAINT "otp_codes_reference_uq" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "site_admins" ADD CONSTRAINT "site_admins_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_admins" ADD CONSTRAINT "site_admins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_resident_user_id_users_id_fk" FOREIGN KEY ("resident_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "additional_charges" ADD CONSTRAINT "additional_charges_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "additional_charges" ADD CONSTRAINT "additional_charges_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_additional_charge_id_additional_charges_id_fk" FOREIGN KEY ("additional_charge_id") REFERENCES "public"."additional_charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_history" ADD CONSTRAINT "block_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_history" ADD CONSTRAINT "login_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_uq" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "site_admins_user_idx" ON "site_admins" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "units_site_block_door_uq" ON "units" USING btree ("site_id","block","door_number");--> statement-breakpoint
CREATE INDEX "units_resident_idx" ON "units" USING btree ("resident_user_id");--> statement-breakpoint
CREATE INDEX "additional_charges_site_idx" ON "additional_charges" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_dues_period_uq" ON "ledger_transactions" USING btree ("unit_id","dues_period") WHERE "ledger_transactions"."type" = 'aidat_charge' and "ledger_transactions"."reverses_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_reverses_uq" ON "ledger_transactions" USING btree ("reverses_id");--> statement-breakpoint
CREATE INDEX "ledger_unit_time_idx" ON "ledger_transactions" USING btree ("unit_id","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ledger_unit_type_amount_idx" ON "ledger_transactions" USING btree ("unit_id","type","additional_charge_id","amount_kurus");--> statement-breakpoint
CREATE INDEX "notifications_site_window_idx" ON "notifications" USING btree ("site_id","is_active","start_date","end_date");--> statement-breakpoint
CREATE INDEX "configuration_history_key_idx" ON "configuration_history" USING btree ("configuration_key","changed_at_utc" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "configuration_history_time_idx" ON "configuration_history" USING btree ("changed_at_utc" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "menu_history_menu_idx" ON "menu_history" USING btree ("menu_id","changed_at_utc" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "menu_history_time_idx" ON "menu_history" USING btree ("changed_at_utc" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "block_history_user_idx" ON "block_history" USING btree ("user_id","updated_at_utc" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "login_history_user_idx" ON "login_history" USING btree ("user_id","attempted_at_utc" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "otp_codes_phone_idx" ON "otp_codes" USING btree ("phone","created_at" DESC NULLS LAST);