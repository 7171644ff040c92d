import { integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { sites } from './sites.js';

/**
 * The last receipt number given per site and year (PRODUCT.md §11). A payment takes the next
 * number by raising this row in its own transaction: the row lock queues concurrent payments of
 * one site, and a payment that rolls back gives its number back, so numbers have no gaps.
 */
export const receiptCounters = pgTable(
  'receipt_counters',
  {
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** The calendar year in Istanbul of the payments it numbers. */
    year: smallint().notNull(),
    lastNo: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.year] })],
);
