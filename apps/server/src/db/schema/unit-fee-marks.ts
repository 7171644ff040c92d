import { bigint, integer, json, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { units } from './units.js';

/**
 * Each unit's settled prefix of its late-fee queue, as the last read of accrued fees left it
 * (modules/ledger/posting/late-fees/fee-marks.ts): a shortcut the read proves against the ledger
 * before it uses it, never a record of money. Kept here so that a server starting, or another
 * instance, does not read every unit's whole history again; written after the read, on the
 * background pool.
 */
export const unitFeeMarks = pgTable('unit_fee_marks', {
  unitId: integer()
    .primaryKey()
    .references(() => units.id, { onDelete: 'cascade' }),
  // The unit row's created_at, in microseconds, as the mark was read: a unit made again under the
  // same id has another, and its mark is not used.
  unitCreated: bigint({ mode: 'number' }).notNull(),
  // json, not jsonb: the mark is only ever read whole, and its numbers take about half the room as text.
  mark: json().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
