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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('sites_dues_ck', sql`${t.monthlyDuesKurus} >= 0`)],
);
