import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { expenseCategories } from './books.js';
import { meetingMotions } from './meetings.js';
import { sites } from './sites.js';
import { units } from './units.js';
import { users } from './users.js';

/**
 * The işletme projesi (PRODUCT.md §13, KMK art. 37; docs/budget.md): a site's yearly budget for the
 * twelve months from periodStart. A draft's lines may change; served fixes them and starts the
 * seven-day objection window; approved records the kurul's decision and sets the monthly dues of
 * its months (budget_unit_dues), which the accrual charges instead of the site's dues rule.
 */
export const budgets = pgTable(
  'budgets',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** "YYYY-MM": the first of the budget's twelve months. */
    periodStart: varchar({ length: 7 }).notNull(),
    /** "YYYY-MM": the last of them (periodStart + 11). */
    periodEnd: varchar({ length: 7 }).notNull(),
    /** 'draft', 'served' or 'approved'. */
    status: varchar({ length: 10 }).notNull().default('draft'),
    /** The day it was given to the owners; the objection window ends seven days later. */
    servedAt: date({ mode: 'string' }),
    /**
     * The revaluation check made when it was served: the rate in force (basis points, 2549 =
     * %25,49), the total it was compared with and the increase over it (basis points, rounded
     * down); null when there was nothing to compare with. The warning stays with the budget.
     */
    revaluationRateBps: integer(),
    comparedTotalKurus: bigint({ mode: 'number' }),
    increaseBps: integer(),
    revaluationWarning: boolean().notNull().default(false),
    /** The kurul's decision; null when it became final with no objection (KMK 37). */
    decisionNo: varchar({ length: 50 }),
    /** The decision's day, or the day it became final with no objection. */
    decidedAt: date({ mode: 'string' }),
    /**
     * The passed motion of the site's kurul that decided it (PRODUCT.md §18). 'no action', not
     * 'restrict': a site's deletion removes both, and is checked only at its end.
     */
    decisionMotionId: integer().references(() => meetingMotions.id, { onDelete: 'no action' }),
    /** "YYYY-MM": the first month it charges (months already charged keep their dues). */
    appliesFrom: varchar({ length: 7 }),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('budgets_status_ck', sql`${t.status} in ('draft', 'served', 'approved')`),
    check('budgets_served_ck', sql`${t.status} = 'draft' or ${t.servedAt} is not null`),
    check(
      'budgets_approved_ck',
      // A decision number only when the kurul decided: a budget nobody objected to within 7 days
      // is final without one (KMK 37), on the day it was marked so.
      sql`${t.status} <> 'approved' or (${t.decidedAt} is not null and ${t.appliesFrom} is not null)`,
    ),
    index('budgets_site_idx').on(t.siteId, t.periodStart),
    // One approved budget per site and period; the accrual's probe of a site's approved budgets.
    uniqueIndex('budgets_site_period_approved_uq').on(t.siteId, t.periodStart).where(sql`${t.status} = 'approved'`),
    // The key budget_lines' (budget, site) foreign key points at.
    unique('budgets_id_site_uq').on(t.id, t.siteId),
  ],
);

/** One expense category's yearly amount in a budget and how it is split over the units. */
export const budgetLines = pgTable(
  'budget_lines',
  {
    id: serial().primaryKey(),
    budgetId: integer().notNull(),
    siteId: integer().notNull(),
    categoryId: integer().notNull(),
    /** Kuruş for the whole year. */
    yearlyAmountKurus: bigint({ mode: 'number' }).notNull(),
    /** 'equal', 'landShare' or 'area'. */
    split: varchar({ length: 10 }).notNull(),
    /** The order the manager gave the lines in. */
    position: smallint().notNull(),
  },
  (t) => [
    check('budget_lines_split_ck', sql`${t.split} in ('equal', 'landShare', 'area')`),
    check('budget_lines_amount_ck', sql`${t.yearlyAmountKurus} >= 0`),
    foreignKey({
      name: 'budget_lines_budget_fk',
      columns: [t.budgetId, t.siteId],
      foreignColumns: [budgets.id, budgets.siteId],
    }).onDelete('cascade'),
    // A line's category is one of the budget's site.
    foreignKey({
      name: 'budget_lines_category_fk',
      columns: [t.categoryId, t.siteId],
      foreignColumns: [expenseCategories.id, expenseCategories.siteId],
    }).onDelete('cascade'),
    uniqueIndex('budget_lines_budget_category_uq').on(t.budgetId, t.categoryId),
  ],
);

/**
 * What an approved budget charges a unit for a month, in kuruş. The monthly accrual joins it by
 * (unit, month), its primary key: one amount per unit and month whichever budget set it.
 */
export const budgetUnitDues = pgTable(
  'budget_unit_dues',
  {
    budgetId: integer()
      .notNull()
      .references(() => budgets.id, { onDelete: 'cascade' }),
    unitId: integer()
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    /** "YYYY-MM". */
    period: varchar({ length: 7 }).notNull(),
    amountKurus: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'budget_unit_dues_pk', columns: [t.unitId, t.period] }),
    index('budget_unit_dues_budget_idx').on(t.budgetId),
    check('budget_unit_dues_amount_ck', sql`${t.amountKurus} >= 0`),
  ],
);
