-- Uploaded files may live on disk (the embedded database) and are told apart by their SHA-256
-- (lib/files/file-store.ts); the files kept so far are all in the database and get their hash here.
ALTER TABLE "expense_attachments" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "expense_attachments" ADD COLUMN "sha256" char(64);--> statement-breakpoint
UPDATE "expense_attachments" SET "sha256" = encode(sha256("data"), 'hex');--> statement-breakpoint
ALTER TABLE "expense_attachments" ALTER COLUMN "sha256" SET NOT NULL;
