-- The site's books (PRODUCT.md §10): money accounts, transfers, expense categories, expenses with
-- their attachments, and the account and method of every payment. Sites from before get a default
-- 'Kasa' (opening 0 on the day the site was created) holding their earlier payments (method 'diger':
-- how they were paid was not recorded) and the default expense categories.
CREATE TABLE "account_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"from_account_id" integer NOT NULL,
	"to_account_id" integer NOT NULL,
	"amount_kurus" bigint NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"description" varchar(500) NOT NULL,
	"reverses_id" bigint,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfers_accounts_ck" CHECK ("account_transfers"."from_account_id" <> "account_transfers"."to_account_id"),
	CONSTRAINT "transfers_amount_sign_ck" CHECK (("account_transfers"."reverses_id" is null and "account_transfers"."amount_kurus" > 0) or ("account_transfers"."reverses_id" is not null and "account_transfers"."amount_kurus" < 0))
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"iban" varchar(34),
	"opening_balance_kurus" bigint DEFAULT 0 NOT NULL,
	"opening_date" date NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_site_name_uq" UNIQUE("site_id","name"),
	CONSTRAINT "accounts_id_site_uq" UNIQUE("id","site_id"),
	CONSTRAINT "accounts_kind_ck" CHECK ("accounts"."kind" in ('kasa', 'banka')),
	CONSTRAINT "accounts_iban_ck" CHECK ("accounts"."kind" = 'banka' or "accounts"."iban" is null)
);
--> statement-breakpoint
CREATE TABLE "expense_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"expense_id" bigint NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"content_type" varchar(50) NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expense_categories_site_name_uq" UNIQUE("site_id","name"),
	CONSTRAINT "expense_categories_id_site_uq" UNIQUE("id","site_id")
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"amount_kurus" bigint NOT NULL,
	"description" varchar(500) NOT NULL,
	"vendor" varchar(200),
	"invoice_no" varchar(100),
	"reverses_id" bigint,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expenses_amount_sign_ck" CHECK (("expenses"."reverses_id" is null and "expenses"."amount_kurus" > 0) or ("expenses"."reverses_id" is not null and "expenses"."amount_kurus" < 0))
);
--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "account_id" integer;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "method" varchar(12);--> statement-breakpoint
ALTER TABLE "account_transfers" ADD CONSTRAINT "account_transfers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_transfers" ADD CONSTRAINT "transfers_from_fk" FOREIGN KEY ("from_account_id","site_id") REFERENCES "public"."accounts"("id","site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_transfers" ADD CONSTRAINT "transfers_to_fk" FOREIGN KEY ("to_account_id","site_id") REFERENCES "public"."accounts"("id","site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_attachments" ADD CONSTRAINT "expense_attachments_expense_id_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_attachments" ADD CONSTRAINT "expense_attachments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_categories" ADD CONSTRAINT "expense_categories_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_account_fk" FOREIGN KEY ("account_id","site_id") REFERENCES "public"."accounts"("id","site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_category_fk" FOREIGN KEY ("category_id","site_id") REFERENCES "public"."expense_categories"("id","site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_reverses_uq" ON "account_transfers" USING btree ("reverses_id") WHERE "account_transfers"."reverses_id" is not null;--> statement-breakpoint
CREATE INDEX "transfers_site_time_idx" ON "account_transfers" USING btree ("site_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_site_default_uq" ON "accounts" USING btree ("site_id") WHERE "accounts"."is_default";--> statement-breakpoint
CREATE INDEX "expense_attachments_expense_idx" ON "expense_attachments" USING btree ("expense_id");--> statement-breakpoint
CREATE UNIQUE INDEX "expenses_reverses_uq" ON "expenses" USING btree ("reverses_id") WHERE "expenses"."reverses_id" is not null;--> statement-breakpoint
CREATE INDEX "expenses_site_time_idx" ON "expenses" USING btree ("site_id","occurred_at");--> statement-breakpoint
INSERT INTO "accounts" ("site_id", "name", "kind", "opening_balance_kurus", "opening_date", "is_default")
SELECT "id", 'Kasa', 'kasa', 0, ("created_at" AT TIME ZONE 'Europe/Istanbul')::date, true FROM "sites";--> statement-breakpoint
UPDATE "ledger_transactions" AS l SET "account_id" = a."id", "method" = 'diger'
FROM "accounts" AS a
WHERE a."site_id" = l."site_id" AND a."is_default" AND l."type" IN ('aidat_payment', 'ekbutce_payment');--> statement-breakpoint
INSERT INTO "expense_categories" ("site_id", "name")
SELECT s."id", c."name" FROM "sites" AS s
CROSS JOIN (VALUES (1, 'Elektrik'), (2, 'Su'), (3, 'Doğalgaz'), (4, 'Personel'), (5, 'Asansör'), (6, 'Temizlik'),
  (7, 'Bahçe'), (8, 'Sigorta'), (9, 'Bakım-Onarım'), (10, 'Yönetim'), (11, 'Diğer')) AS c ("position", "name")
ORDER BY s."id", c."position";--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_account_site_fk" FOREIGN KEY ("account_id","site_id") REFERENCES "public"."accounts"("id","site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_account_time_idx" ON "ledger_transactions" USING btree ("account_id","occurred_at") WHERE "ledger_transactions"."account_id" is not null;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_payment_account_ck" CHECK (("ledger_transactions"."type" in ('aidat_payment', 'ekbutce_payment')) = ("ledger_transactions"."account_id" is not null and "ledger_transactions"."method" is not null));--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_method_ck" CHECK ("ledger_transactions"."method" is null or "ledger_transactions"."method" in ('nakit', 'havale', 'kredi_karti', 'diger'));