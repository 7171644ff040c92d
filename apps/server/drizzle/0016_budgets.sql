CREATE TABLE "budget_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"budget_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"yearly_amount_kurus" bigint NOT NULL,
	"split" varchar(10) NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "budget_lines_split_ck" CHECK ("budget_lines"."split" in ('equal', 'landShare', 'area')),
	CONSTRAINT "budget_lines_amount_ck" CHECK ("budget_lines"."yearly_amount_kurus" >= 0)
);
--> statement-breakpoint
CREATE TABLE "budget_unit_dues" (
	"budget_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"period" varchar(7) NOT NULL,
	"amount_kurus" bigint NOT NULL,
	CONSTRAINT "budget_unit_dues_pk" PRIMARY KEY("unit_id","period"),
	CONSTRAINT "budget_unit_dues_amount_ck" CHECK ("budget_unit_dues"."amount_kurus" >= 0)
);
--> statement-breakpoint
CREATE TABLE "budgets" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"period_start" varchar(7) NOT NULL,
	"period_end" varchar(7) NOT NULL,
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"served_at" date,
	"revaluation_rate_bps" integer,
	"compared_total_kurus" bigint,
	"increase_bps" integer,
	"revaluation_warning" boolean DEFAULT false NOT NULL,
	"decision_no" varchar(50),
	"decided_at" date,
	"applies_from" varchar(7),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budgets_id_site_uq" UNIQUE("id","site_id"),
	CONSTRAINT "budgets_status_ck" CHECK ("budgets"."status" in ('draft', 'served', 'approved')),
	CONSTRAINT "budgets_served_ck" CHECK ("budgets"."status" = 'draft' or "budgets"."served_at" is not null),
	CONSTRAINT "budgets_approved_ck" CHECK ("budgets"."status" <> 'approved' or ("budgets"."decision_no" is not null and "budgets"."decided_at" is not null and "budgets"."applies_from" is not null))
);
--> statement-breakpoint
ALTER TABLE "budget_lines" ADD CONSTRAINT "budget_lines_budget_fk" FOREIGN KEY ("budget_id","site_id") REFERENCES "public"."budgets"("id","site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_lines" ADD CONSTRAINT "budget_lines_category_fk" FOREIGN KEY ("category_id","site_id") REFERENCES "public"."expense_categories"("id","site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_unit_dues" ADD CONSTRAINT "budget_unit_dues_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_unit_dues" ADD CONSTRAINT "budget_unit_dues_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "budget_lines_budget_category_uq" ON "budget_lines" USING btree ("budget_id","category_id");--> statement-breakpoint
CREATE INDEX "budget_unit_dues_budget_idx" ON "budget_unit_dues" USING btree ("budget_id");--> statement-breakpoint
CREATE INDEX "budgets_site_idx" ON "budgets" USING btree ("site_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "budgets_site_period_approved_uq" ON "budgets" USING btree ("site_id","period_start") WHERE "budgets"."status" = 'approved';--> statement-breakpoint
-- 'İşletme Projesi' (PRODUCT.md §13) in the menu of an installation that already has one; a fresh
-- installation's empty menu gets it from the baseline on start, as 0009 did for 'Borçlu Listesi'.
INSERT INTO "menus" ("label", "path", "roles", "display_order", "is_active", "icon")
SELECT 'İşletme Projesi', '/budgets', 'Admin', 26, true, 'bi bi-clipboard-data'
WHERE EXISTS (SELECT 1 FROM "menus")
  AND NOT EXISTS (SELECT 1 FROM "menus" m WHERE m."path" = '/budgets');
