CREATE TABLE "unit_owners" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"full_name" varchar(200) NOT NULL,
	"email" varchar(254),
	"share_numerator" integer NOT NULL,
	"share_denominator" integer NOT NULL,
	"since" date NOT NULL,
	"until" date,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_owners_share_ck" CHECK ("unit_owners"."share_numerator" > 0 and "unit_owners"."share_denominator" > 0 and "unit_owners"."share_numerator" <= "unit_owners"."share_denominator"),
	CONSTRAINT "unit_owners_days_ck" CHECK ("unit_owners"."until" is null or "unit_owners"."until" >= "unit_owners"."since")
);
--> statement-breakpoint
CREATE TABLE "unit_tenancies" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"full_name" varchar(200) NOT NULL,
	"email" varchar(254),
	"since" date NOT NULL,
	"until" date,
	"monthly_rent_kurus" bigint,
	"ended_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_tenancies_days_ck" CHECK ("unit_tenancies"."until" is null or "unit_tenancies"."until" >= "unit_tenancies"."since"),
	CONSTRAINT "unit_tenancies_ended_ck" CHECK ("unit_tenancies"."ended_at" is null or "unit_tenancies"."until" is not null),
	CONSTRAINT "unit_tenancies_rent_ck" CHECK ("unit_tenancies"."monthly_rent_kurus" is null or "unit_tenancies"."monthly_rent_kurus" > 0)
);
--> statement-breakpoint
ALTER TABLE "unit_owners" ADD CONSTRAINT "unit_owners_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_owners" ADD CONSTRAINT "unit_owners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_owners" ADD CONSTRAINT "unit_owners_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_tenancies" ADD CONSTRAINT "unit_tenancies_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_tenancies" ADD CONSTRAINT "unit_tenancies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_tenancies" ADD CONSTRAINT "unit_tenancies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unit_owners_unit_idx" ON "unit_owners" USING btree ("unit_id","since");--> statement-breakpoint
CREATE INDEX "unit_owners_user_idx" ON "unit_owners" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_owners_current_uq" ON "unit_owners" USING btree ("unit_id","user_id") WHERE "unit_owners"."until" is null;--> statement-breakpoint
CREATE INDEX "unit_tenancies_unit_idx" ON "unit_tenancies" USING btree ("unit_id","since");--> statement-breakpoint
CREATE INDEX "unit_tenancies_user_idx" ON "unit_tenancies" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_tenancies_current_uq" ON "unit_tenancies" USING btree ("unit_id") WHERE "unit_tenancies"."ended_at" is null;