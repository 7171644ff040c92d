-- The database's random identity, named in the late-fee read's kept marks (posting/late-fees/fee-mark-store.ts).
CREATE TABLE "database_identity" (
	"only" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"value" uuid DEFAULT gen_random_uuid() NOT NULL,
	CONSTRAINT "database_identity_only_ck" CHECK ("database_identity"."only")
);
--> statement-breakpoint
INSERT INTO "database_identity" DEFAULT VALUES;
