import { PAYMENT_METHODS, PAYMENT_TRANSACTION_TYPES, TRANSACTION_TYPES } from '@aidat/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sqlTextList } from '../sql-list.js';
import { additionalCharges } from './additional-charges.js';
import { accounts } from './books.js';
import { units } from './units.js';
import { users } from './users.js';

/**
 * The dues ledger: append-only. A correction is a new row of the same type with the negated
 * amount that names the row it reverses (reversesId, unique: a row is reversed at most once) and
 * says why (reversalReason). The database refuses a DELETE and an UPDATE of a posted row
 * (migration 0021: only created_by and a receipt not yet given may change), and no foreign key
 * deletes rows here: a unit, account or ek bütçe with entries cannot be deleted.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    // Both checked by ledger_unit_site_fk below, against the unit's own (id, site_id).
    unitId: integer().notNull(),
    siteId: integer().notNull(),
    type: varchar({ length: 20 }).notNull(),
    description: varchar({ length: 500 }).notNull(),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    /** Kuruş; positive for postings, negative only on reversals. */
    amountKurus: bigint({ mode: 'number' }).notNull(),
    additionalChargeId: integer().references(() => additionalCharges.id, { onDelete: 'restrict' }),
    /** First day of the month an aidat_charge is for; the unique key that stops double charging. */
    duesPeriod: varchar({ length: 7 }),
    reversesId: bigint({ mode: 'number' }),
    /**
     * A reversal only: why, as the manager typed it (PRODUCT.md §5). Rows reversed before the
     * column existed have the reason read out of their description, or none when it was not in
     * the usual form (then the description says why).
     */
    reversalReason: varchar({ length: 200 }),
    /** Payments (and their reversals) only: the account the money went into, and how it was paid. */
    accountId: integer(),
    method: varchar({ length: 12 }),
    /** A payment's receipt (PRODUCT.md §11): its Istanbul year and number, gap-free per site and year. */
    receiptYear: smallint(),
    receiptNo: integer(),
    /** The receipt's verification code (8 letters and digits, random), printed on it and checked by the verify call. */
    receiptCode: varchar({ length: 8 }),
    /**
     * A gecikme_charge only: the charge (aidat_charge or ekbutce_charge) it is the late fee of, and
     * the last Istanbul day it covers. The next fee of that charge starts the day after, so a fee
     * is never posted twice for a day (ledger_fee_uq) and a waived one is not posted again.
     */
    feeForId: bigint({ mode: 'number' }),
    feeThrough: date({ mode: 'string' }),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // From the one list of types; a new type changes this constraint, so it needs a migration.
    check('ledger_type_ck', sql`${t.type} in ${sqlTextList(TRANSACTION_TYPES)}`),
    check(
      'ledger_amount_sign_ck',
      sql`(${t.reversesId} is null and ${t.amountKurus} > 0) or (${t.reversesId} is not null and ${t.amountKurus} < 0)`,
    ),
    // Every payment, and only a payment, names its account and method (PRODUCT.md §10).
    check(
      'ledger_payment_account_ck',
      sql`(${t.type} in ${sqlTextList(PAYMENT_TRANSACTION_TYPES)}) = (${t.accountId} is not null and ${t.method} is not null)`,
    ),
    // Only a payment (not its reversal) has a receipt, and its number has its year.
    check(
      'ledger_receipt_ck',
      sql`${t.receiptNo} is null or (${t.receiptYear} is not null and ${t.reversesId} is null and ${t.type} in ${sqlTextList(PAYMENT_TRANSACTION_TYPES)})`,
    ),
    check('ledger_receipt_code_ck', sql`(${t.receiptNo} is null) = (${t.receiptCode} is null)`),
    // Every fee names its charge and the day it runs to; no other row does (a fee's reversal may).
    check(
      'ledger_fee_ck',
      sql`case when ${t.type} = 'gecikme_charge' then ${t.reversesId} is not null or (${t.feeForId} is not null and ${t.feeThrough} is not null) else ${t.feeForId} is null and ${t.feeThrough} is null end`,
    ),
    check('ledger_reversal_reason_ck', sql`${t.reversalReason} is null or ${t.reversesId} is not null`),
    check('ledger_method_ck', sql`${t.method} is null or ${t.method} in ${sqlTextList(PAYMENT_METHODS)}`),
    // The account is one of the row's site.
    foreignKey({
      name: 'ledger_account_site_fk',
      columns: [t.accountId, t.siteId],
      foreignColumns: [accounts.id, accounts.siteId],
    }).onDelete('restrict'),
    // An account's movements and the month's income: payments only, so charges stay out of it.
    index('ledger_account_time_idx').on(t.accountId, t.occurredAt).where(sql`${t.accountId} is not null`),
    // One foreign key for unit and site, checked once per inserted row rather than twice, and
    // stronger than two: a row's site must be its unit's site. A unit (or a site, through its
    // units) with entries cannot be deleted.
    foreignKey({
      name: 'ledger_unit_site_fk',
      columns: [t.unitId, t.siteId],
      foreignColumns: [units.id, units.siteId],
    }).onDelete('restrict'),
    // Month first: a month's accrual appends its charges at the end of the index instead of
    // touching every leaf page (one per few units) as a unit-first key would. Uniqueness is the
    // same; nothing reads this index by unit.
    uniqueIndex('ledger_dues_period_uq')
      .on(t.duesPeriod, t.unitId)
      .where(sql`${t.type} = 'aidat_charge' and ${t.reversesId} is null`),
    // One fee per charge and end day: the monthly posting and the one at payment time are
    // idempotent through it. It also answers "fees of this charge" and how far they run.
    uniqueIndex('ledger_fee_uq')
      .on(t.feeForId, t.feeThrough)
      .where(sql`${t.type} = 'gecikme_charge' and ${t.reversesId} is null`),
    uniqueIndex('ledger_receipt_uq').on(t.siteId, t.receiptYear, t.receiptNo).where(sql`${t.receiptNo} is not null`),
    // Partial: only reversal rows carry reverses_id, so the other ~99 % stay out of the index.
    uniqueIndex('ledger_reverses_uq').on(t.reversesId).where(sql`${t.reversesId} is not null`),
    // Serves every balance sum as an index-only scan and a unit's ledger listing (a few dozen rows
    // sorted in memory); a separate (unit, time) index was never chosen by the planner and only
    // slowed the monthly accrual (bench/README.md).
    index('ledger_unit_type_amount_idx').on(t.unitId, t.type, t.additionalChargeId, t.amountKurus),
    // A range of units' payments from a day on: the monthly late-fee posting reads each batch's
    // payments of the posted month in the batch's own transaction (posting/late-fees/monthly-fees.repository.ts).
    // Payments only, so the accrual's charges stay out of it.
    index('ledger_unit_payment_time_idx')
      .on(t.unitId, t.occurredAt)
      .where(sql`${t.type} in ${sqlTextList(PAYMENT_TRANSACTION_TYPES)} and ${t.reversesId} is null`),
  ],
);
