CREATE TABLE "additional_charge_parts" (
	"charge_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"amount_kurus" bigint NOT NULL,
	CONSTRAINT "additional_charge_parts_charge_id_unit_id_pk" PRIMARY KEY("charge_id","unit_id"),
	CONSTRAINT "additional_charge_parts_amount_ck" CHECK ("additional_charge_parts"."amount_kurus" >= 0)
);
--> statement-breakpoint
ALTER TABLE "additional_charges" ALTER COLUMN "amount_per_unit_kurus" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "additional_charges" ADD COLUMN "split" varchar(10) DEFAULT 'perUnit' NOT NULL;--> statement-breakpoint
ALTER TABLE "additional_charges" ADD COLUMN "total_amount_kurus" bigint;--> statement-breakpoint
ALTER TABLE "additional_charges" ADD COLUMN "installments" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "additional_charges" ADD COLUMN "posted_installments" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "additional_charges" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "additional_charges" ADD COLUMN "cancelled_by" integer;--> statement-breakpoint
ALTER TABLE "additional_charges" ADD COLUMN "cancel_reason" varchar(200);--> statement-breakpoint
ALTER TABLE "additional_charge_parts" ADD CONSTRAINT "additional_charge_parts_charge_id_additional_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."additional_charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "additional_charge_parts" ADD CONSTRAINT "additional_charge_parts_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "additional_charges" ADD CONSTRAINT "additional_charges_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "additional_charges_pending_idx" ON "additional_charges" USING btree ("id") WHERE "additional_charges"."posted_installments" < "additional_charges"."installments" and "additional_charges"."cancelled_at" is null;--> statement-breakpoint
ALTER TABLE "additional_charges" ADD CONSTRAINT "additional_charges_split_ck" CHECK ("additional_charges"."split" in ('perUnit', 'equal', 'landShare', 'area'));--> statement-breakpoint
ALTER TABLE "additional_charges" ADD CONSTRAINT "additional_charges_installments_ck" CHECK ("additional_charges"."installments" between 1 and 36 and "additional_charges"."posted_installments" between 0 and "additional_charges"."installments");--> statement-breakpoint
ALTER TABLE "additional_charges" ADD CONSTRAINT "additional_charges_amount_ck" CHECK (("additional_charges"."split" = 'perUnit') = ("additional_charges"."amount_per_unit_kurus" is not null));