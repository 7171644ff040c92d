import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('sites_dues_ck', sql`${t.monthlyDuesKurus} >= 0`)],
);
