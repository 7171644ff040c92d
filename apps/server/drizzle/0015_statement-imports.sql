-- Bank statement import (PRODUCT.md §14): imports with their rows, the column mapping remembered
-- per account, IBANs learnt per unit, and a unique key so that a statement row (by its hash) is
-- posted at most once per account. Sites get the short code of their units' payment references.
CREATE SEQUENCE "public"."site_payment_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "statement_import_rows" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"date" date NOT NULL,
	"time" varchar(8),
	"description" varchar(1000) NOT NULL,
	"amount_kurus" bigint NOT NULL,
	"sender" varchar(200),
	"sender_iban" varchar(34),
	"balance_kurus" bigint,
	"hash" varchar(64) NOT NULL,
	"proposed_unit_id" integer,
	"reason" varchar(10),
	"candidates" jsonb,
	"outcome" varchar(10),
	"ledger_transaction_id" bigint,
	"expense_id" bigint,
	CONSTRAINT "statement_rows_outcome_ck" CHECK ("statement_import_rows"."outcome" is null or "statement_import_rows"."outcome" in ('payment', 'expense', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "statement_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"format" varchar(4) NOT NULL,
	"preset" varchar(20),
	"mapping" jsonb,
	"columns" jsonb NOT NULL,
	"problems" jsonb NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "statement_imports_status_ck" CHECK ("statement_imports"."status" in ('pending', 'confirmed')),
	CONSTRAINT "statement_imports_format_ck" CHECK ("statement_imports"."format" in ('csv', 'xlsx'))
);
--> statement-breakpoint
CREATE TABLE "statement_mappings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_known_ibans" (
	"unit_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"iban" varchar(34) NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_known_ibans_unit_id_iban_pk" PRIMARY KEY("unit_id","iban")
);
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "payment_code" varchar(12) DEFAULT ('S' || nextval('site_payment_code_seq')) NOT NULL;--> statement-breakpoint
-- Existing sites get a code made from their name the way new ones do (siteCodeBase in
-- packages/shared): the first letter, then the consonants after it, then the vowels, padded with X
-- to three letters; 2, 3, ... after it when an earlier site has the same letters.
WITH letters AS (
	SELECT id, regexp_replace(upper(translate(name, 'çğıöşüÇĞİÖŞÜâîûÂÎÛ', 'cgiosuCGIOSUaiuAIU')), '[^A-Z]', '', 'g') AS l FROM sites
), bases AS (
	SELECT id, left(left(l, 1) || regexp_replace(substr(l, 2), '[AEIOU]', '', 'g') || regexp_replace(substr(l, 2), '[^AEIOU]', '', 'g') || 'XXX', 3) AS base FROM letters
), numbered AS (
	SELECT id, base, row_number() OVER (PARTITION BY base ORDER BY id) AS n FROM bases
)
UPDATE sites SET payment_code = CASE WHEN numbered.n = 1 THEN numbered.base ELSE numbered.base || numbered.n END
FROM numbered WHERE numbered.id = sites.id;--> statement-breakpoint
ALTER TABLE "statement_import_rows" ADD CONSTRAINT "statement_import_rows_import_id_statement_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."statement_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_import_rows" ADD CONSTRAINT "statement_import_rows_proposed_unit_id_units_id_fk" FOREIGN KEY ("proposed_unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_import_rows" ADD CONSTRAINT "statement_import_rows_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_import_rows" ADD CONSTRAINT "statement_import_rows_expense_id_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expenses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_imports" ADD CONSTRAINT "statement_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_imports" ADD CONSTRAINT "statement_imports_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_imports" ADD CONSTRAINT "statement_imports_account_fk" FOREIGN KEY ("account_id","site_id") REFERENCES "public"."accounts"("id","site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_mappings" ADD CONSTRAINT "statement_mappings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_mappings" ADD CONSTRAINT "statement_mappings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_known_ibans" ADD CONSTRAINT "unit_known_ibans_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_known_ibans" ADD CONSTRAINT "unit_known_ibans_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "statement_rows_import_idx" ON "statement_import_rows" USING btree ("import_id","row_number");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_rows_posted_uq" ON "statement_import_rows" USING btree ("account_id","hash") WHERE "statement_import_rows"."outcome" in ('payment', 'expense');--> statement-breakpoint
CREATE INDEX "statement_imports_account_idx" ON "statement_imports" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "unit_known_ibans_site_idx" ON "unit_known_ibans" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sites_payment_code_uq" ON "sites" USING btree ("payment_code");