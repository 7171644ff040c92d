import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { meetingMotions } from './meetings.js';
import { units } from './units.js';
import { sites } from './sites.js';
import { users } from './users.js';

/**
 * An "ek bütçe": a one-off amount charged to the units of a site (PRODUCT.md §5, §12), either the
 * same amount per unit or a total split over the units, in one charge or in monthly instalments.
 * Undoing it reverses its charges in the ledger and marks it cancelled here; the row stays.
 */
export const additionalCharges = pgTable(
  'additional_charges',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    title: varchar({ length: 200 }).notNull(),
    /** What each unit is charged; null when a total was split over the units. */
    amountPerUnitKurus: bigint({ mode: 'number' }),
    /** 'perUnit', 'equal', 'landShare' or 'area'. */
    split: varchar({ length: 10 }).notNull().default('perUnit'),
    /** The whole ek bütçe; null on rows made before splits (then amount per unit × units charged). */
    totalAmountKurus: bigint({ mode: 'number' }),
    /** Whom it is asked of first (PRODUCT.md §16): 'owner' (the default) or 'occupant'. */
    chargedTo: varchar({ length: 10 }).notNull().default('owner'),
    /** 1, or 2–36 monthly instalments per unit's part. */
    installments: smallint().notNull().default(1),
    /** How many instalments are in the ledger; the monthly job posts the rest as their month comes. */
    postedInstallments: smallint().notNull().default(1),
    /**
     * The passed motion of the site's kurul that decided it (PRODUCT.md §18). 'no action', not
     * 'restrict': a site's deletion removes both, and is checked only at its end.
     */
    decisionMotionId: integer().references(() => meetingMotions.id, { onDelete: 'no action' }),
    chargedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp({ withTimezone: true }),
    cancelledBy: integer().references(() => users.id, { onDelete: 'set null' }),
    cancelReason: varchar({ length: 200 }),
  },
  (t) => [
    index('additional_charges_site_idx').on(t.siteId),
    // The monthly job's few candidates: charges with instalments still to post.
    index('additional_charges_pending_idx')
      .on(t.id)
      .where(sql`${t.postedInstallments} < ${t.installments} and ${t.cancelledAt} is null`),
    check('additional_charges_charged_to_ck', sql`${t.chargedTo} in ('owner', 'occupant')`),
    check('additional_charges_split_ck', sql`${t.split} in ('perUnit', 'equal', 'landShare', 'area')`),
    check(
      'additional_charges_installments_ck',
      sql`${t.installments} between 1 and 36 and ${t.postedInstallments} between 0 and ${t.installments}`,
    ),
    check('additional_charges_amount_ck', sql`(${t.split} = 'perUnit') = (${t.amountPerUnitKurus} is not null)`),
  ],
);

/**
 * Each unit's part of an ek bütçe paid in instalments: fixed when it is created (the units and
 * shares of that day), so the instalments the monthly job posts later add up to it exactly.
 */
export const additionalChargeParts = pgTable(
  'additional_charge_parts',
  {
    chargeId: integer()
      .notNull()
      .references(() => additionalCharges.id, { onDelete: 'cascade' }),
    unitId: integer()
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    amountKurus: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.chargeId, t.unitId] }),
    check('additional_charge_parts_amount_ck', sql`${t.amountKurus} >= 0`),
  ],
);
