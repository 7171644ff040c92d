-- Units get their arsa payı (two integers from the title deed: both or neither, at most the whole)
-- and an 'icra takibinde' flag that later stops late fees (PRODUCT.md §12). Existing units start
-- without a share and not in icra.
ALTER TABLE "units" ADD COLUMN "land_share_numerator" integer;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "land_share_denominator" integer;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "enforcement" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_land_share_ck" CHECK (("units"."land_share_numerator" is null and "units"."land_share_denominator" is null) or ("units"."land_share_numerator" is not null and "units"."land_share_denominator" is not null and "units"."land_share_numerator" > 0 and "units"."land_share_numerator" <= "units"."land_share_denominator"));
