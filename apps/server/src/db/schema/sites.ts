import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  integer,
  pgSequence,
  pgTable,
  serial,
  smallint,
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
    /**
     * The amount of the site's dues rule in kuruş (PRODUCT.md §12): per unit when duesMode is
     * 'perUnit' (SPEC's monthly amount), otherwise the monthly total split over the units.
     */
    monthlyDuesKurus: bigint({ mode: 'number' }).notNull().default(0),
    /** How the dues are split: 'perUnit' (the same for each unit), 'landShare' or 'area'. */
    duesMode: varchar({ length: 10 }).notNull().default('perUnit'),
    /** "YYYY-MM" the current rule applies from; null for a rule set before effective months. */
    duesFrom: varchar({ length: 7 }),
    /**
     * A change waiting for its month (all three or none): the accrual charges months from
     * pendingDuesFrom with it and then makes it the current rule. Setting again replaces it.
     */
    pendingDuesMode: varchar({ length: 10 }),
    pendingDuesKurus: bigint({ mode: 'number' }),
    pendingDuesFrom: varchar({ length: 7 }),
    /**
     * The latest month ("YYYY-MM") whose dues have been charged to the site's units; null before
     * the first charge. Kept by every statement that charges dues (modules/ledger/posting/dues-charges.repository.ts) in
     * the same transaction, so the monthly accrual reads the months due from here instead of
     * probing the ledger unit by unit. The unique key on the ledger still guards every charge.
     */
    duesChargedThrough: varchar({ length: 7 }),
    // Late fee (gecikme tazminatı, PRODUCT.md §12, docs/shares-and-late-fees.md): a charge is due on
    // this day of its month; the rate is per month in basis points (500 = 5 %) so two decimals stay
    // exact; only charges due after lateFeeFrom carry fees.
    dueDay: smallint().notNull().default(10),
    lateFeeEnabled: boolean().notNull().default(false),
    lateFeeRateBps: integer().notNull().default(500),
    lateFeeFrom: date({ mode: 'string' }),
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
    check('sites_dues_mode_ck', sql`${t.duesMode} in ('perUnit', 'landShare', 'area')`),
    check(
      'sites_pending_dues_ck',
      sql`(${t.pendingDuesFrom} is null and ${t.pendingDuesMode} is null and ${t.pendingDuesKurus} is null) or (${t.pendingDuesFrom} is not null and ${t.pendingDuesMode} in ('perUnit', 'landShare', 'area') and ${t.pendingDuesKurus} >= 0)`,
    ),
    check('sites_due_day_ck', sql`${t.dueDay} between 1 and 28`),
    check('sites_late_fee_rate_ck', sql`${t.lateFeeRateBps} between 1 and 10000`),
    uniqueIndex('sites_payment_code_uq').on(t.paymentCode),
  ],
);
