-- Settled prefixes of units' late-fee queues, kept across restarts (posting/late-fees/fee-marks.ts).
CREATE TABLE "unit_fee_marks" (
	"unit_id" integer PRIMARY KEY NOT NULL,
	"unit_created" bigint NOT NULL,
	"mark" json NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "unit_fee_marks" ADD CONSTRAINT "unit_fee_marks_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;