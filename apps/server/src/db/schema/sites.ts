import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  integer,
  pgSequence,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Numbers the code ('S' + n) of a site inserted without one (a raw insert, a test's factory). The
 * app gives a new site a code made from its name instead (modules/system-sites/site-code.ts);
 * those start with three letters, so the two kinds never clash.
 */
export const sitePaymentCodeSeq = pgSequence('site_payment_code_seq');

export const sites = pgTable(
  'sites',
  {
    id: serial().primaryKey(),
    name: varchar({ length: 200 }).notNull(),
    address: varchar({ length: 500 }).notNull(),
    blockCount: integer().notNull(),
    unitCount: integer().notNull(),
    /** Monthly dues per unit in kuruş. */
    monthlyDuesKurus: bigint({ mode: 'number' }).notNull().default(0),
    /**
     * The latest month ("YYYY-MM") whose dues have been charged to the site's units; null before
     * the first charge. Kept by every statement that charges dues (ledger-write.repository.ts) in
     * the same transaction, so the monthly accrual reads the months due from here instead of
     * probing the ledger unit by unit. The unique key on the ledger still guards every charge.
     */
    duesChargedThrough: varchar({ length: 7 }),
    /**
     * The site's short code that starts every unit's payment reference ("GNS" of "GNS-A5",
     * PRODUCT.md §14). Unique across sites; made from the name once and never changed after, so
     * references printed on receipts keep working. Letters (and digits after a clash) only.
     */
    paymentCode: varchar({ length: 12 }).notNull().default(sql`('S' || nextval('site_payment_code_seq'))`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('sites_dues_ck', sql`${t.monthlyDuesKurus} >= 0`),
    uniqueIndex('sites_payment_code_uq').on(t.paymentCode),
  ],
);
