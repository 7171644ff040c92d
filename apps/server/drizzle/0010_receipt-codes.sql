-- Each receipt carries a random verification code (PRODUCT.md §11) that the verify call checks.
ALTER TABLE "ledger_transactions" ADD COLUMN "receipt_code" varchar(8);--> statement-breakpoint
-- Receipts numbered before codes existed get one now: 8 symbols of Crockford's base 32 from the
-- random bytes of a v4 UUID (bytes 6 and 8 hold its version and variant bits, so they are skipped).
UPDATE "ledger_transactions" l SET "receipt_code" = c."code"
FROM (
  SELECT s."id", (
    SELECT string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', get_byte(s."bytes", i) % 32 + 1, 1), '' ORDER BY i)
    FROM unnest(ARRAY[0, 1, 2, 3, 4, 5, 7, 9]) AS i
  ) AS "code"
  FROM (SELECT "id", uuid_send(gen_random_uuid()) AS "bytes" FROM "ledger_transactions" WHERE "receipt_no" IS NOT NULL) s
) c
WHERE l."id" = c."id";--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_receipt_code_ck" CHECK (("ledger_transactions"."receipt_no" is null) = ("ledger_transactions"."receipt_code" is null));
