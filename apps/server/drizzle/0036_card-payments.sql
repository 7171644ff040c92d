CREATE TABLE "card_checkouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" varchar(64) NOT NULL,
	"site_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"user_id" integer,
	"provider" varchar(10) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"flagged" boolean DEFAULT false NOT NULL,
	"amount_kurus" bigint NOT NULL,
	"charge_ids" bigint[] NOT NULL,
	"parts" jsonb NOT NULL,
	"account_id" integer NOT NULL,
	"payment_url" varchar(1000) NOT NULL,
	"provider_ref" varchar(200),
	"paid_amount_kurus" bigint,
	"commission_kurus" bigint,
	"payment_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"receipt_nos" varchar(20)[] DEFAULT '{}'::varchar[] NOT NULL,
	"expense_id" bigint,
	"card_masked" varchar(30),
	"raw_callback" jsonb,
	"expires_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_checkouts_order_ck" CHECK ("card_checkouts"."order_id" ~ '^[A-Za-z0-9]{1,64}$'),
	CONSTRAINT "card_checkouts_provider_ck" CHECK ("card_checkouts"."provider" in ('fake', 'iyzico', 'paytr')),
	CONSTRAINT "card_checkouts_status_ck" CHECK ("card_checkouts"."status" in ('pending', 'succeeded', 'failed', 'expired')),
	CONSTRAINT "card_checkouts_amount_ck" CHECK ("card_checkouts"."amount_kurus" > 0)
);
--> statement-breakpoint
CREATE TABLE "card_payment_settings" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"account_id" integer NOT NULL,
	"commission_rate_bps" integer DEFAULT 0 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_payment_settings_rate_ck" CHECK ("card_payment_settings"."commission_rate_bps" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_kind_ck";--> statement-breakpoint
ALTER TABLE "card_checkouts" ADD CONSTRAINT "card_checkouts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_checkouts" ADD CONSTRAINT "card_checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_checkouts" ADD CONSTRAINT "card_checkouts_unit_fk" FOREIGN KEY ("unit_id","site_id") REFERENCES "public"."units"("id","site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_checkouts" ADD CONSTRAINT "card_checkouts_account_fk" FOREIGN KEY ("account_id","site_id") REFERENCES "public"."accounts"("id","site_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payment_settings" ADD CONSTRAINT "card_payment_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payment_settings" ADD CONSTRAINT "card_payment_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payment_settings" ADD CONSTRAINT "card_payment_settings_account_fk" FOREIGN KEY ("account_id","site_id") REFERENCES "public"."accounts"("id","site_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_checkouts_order_uq" ON "card_checkouts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "card_checkouts_site_idx" ON "card_checkouts" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "card_checkouts_user_idx" ON "card_checkouts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "card_checkouts_pending_idx" ON "card_checkouts" USING btree ("expires_at") WHERE "card_checkouts"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "card_checkouts_ref_idx" ON "card_checkouts" USING btree ("provider_ref");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_kind_ck" CHECK ("accounts"."kind" in ('kasa', 'banka', 'pos'));