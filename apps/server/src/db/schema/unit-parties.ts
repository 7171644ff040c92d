import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { units } from './units.js';
import { users } from './users.js';

/**
 * A unit's owners (kat malikleri, PRODUCT.md §16), past and current: each with a share of the unit
 * as two integers and the days they owned it. The current owners (`until` null) hold shares that
 * add up to exactly 1 (checked by the service, which writes them together). A sale ends them the
 * day before it and adds the buyers from its day; a correction of the current owners replaces
 * their rows. As on the unit's resident link (§4), the name and e-mail are what the manager typed;
 * the user is found by phone or created as a Resident.
 */
export const unitOwners = pgTable(
  'unit_owners',
  {
    id: serial().primaryKey(),
    unitId: integer()
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    fullName: varchar({ length: 200 }).notNull(),
    email: varchar({ length: 254 }),
    shareNumerator: integer().notNull(),
    shareDenominator: integer().notNull(),
    since: date({ mode: 'string' }).notNull(),
    /** The last day as owner (inclusive); null while they own it. */
    until: date({ mode: 'string' }),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('unit_owners_unit_idx').on(t.unitId, t.since),
    index('unit_owners_user_idx').on(t.userId),
    // One current row per person and unit.
    uniqueIndex('unit_owners_current_uq').on(t.unitId, t.userId).where(sql`${t.until} is null`),
    check(
      'unit_owners_share_ck',
      sql`${t.shareNumerator} > 0 and ${t.shareDenominator} > 0 and ${t.shareNumerator} <= ${t.shareDenominator}`,
    ),
    check('unit_owners_days_ck', sql`${t.until} is null or ${t.until} >= ${t.since}`),
  ],
);

/**
 * A unit's tenancies (kiracılık, PRODUCT.md §16): at most one current (`endedAt` null, a partial
 * unique index), from `since` to `until` (inclusive). A move-out sets `until` to its day and
 * `endedAt`; the row stays, so the former tenant keeps their final statement.
 */
export const unitTenancies = pgTable(
  'unit_tenancies',
  {
    id: serial().primaryKey(),
    unitId: integer()
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    fullName: varchar({ length: 200 }).notNull(),
    email: varchar({ length: 254 }),
    since: date({ mode: 'string' }).notNull(),
    until: date({ mode: 'string' }),
    monthlyRentKurus: bigint({ mode: 'number' }),
    endedAt: timestamp({ withTimezone: true }),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('unit_tenancies_unit_idx').on(t.unitId, t.since),
    index('unit_tenancies_user_idx').on(t.userId),
    uniqueIndex('unit_tenancies_current_uq').on(t.unitId).where(sql`${t.endedAt} is null`),
    check('unit_tenancies_days_ck', sql`${t.until} is null or ${t.until} >= ${t.since}`),
    check('unit_tenancies_ended_ck', sql`${t.endedAt} is null or ${t.until} is not null`),
    check('unit_tenancies_rent_ck', sql`${t.monthlyRentKurus} is null or ${t.monthlyRentKurus} > 0`),
  ],
);

/**
 * A final statement (hesap özeti, PRODUCT.md §16) as it was given: at a tenant's move-out the
 * tenancy's `occupant` charges, at a sale the previous owners' charges before the sale day, each
 * with what was unpaid that day, the payments that settled them and the balance. Kept as given
 * (`statement`, the answer's JSON), since the former party reads exactly what they were handed;
 * the debt itself stays on the unit's ledger.
 */
export const finalStatements = pgTable(
  'final_statements',
  {
    id: serial().primaryKey(),
    unitId: integer()
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    party: varchar({ length: 10 }).notNull(),
    /** The tenancy it closes (a move-out); null for a sale's. */
    tenancyId: integer().references(() => unitTenancies.id, { onDelete: 'restrict' }),
    fromDay: date({ mode: 'string' }).notNull(),
    toDay: date({ mode: 'string' }).notNull(),
    /** Payments − unpaid charges, in kuruş: negative when the party left owing. */
    balanceKurus: bigint({ mode: 'number' }).notNull(),
    statement: jsonb().notNull(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('final_statements_unit_idx').on(t.unitId, t.createdAt),
    check('final_statements_party_ck', sql`${t.party} in ('tenant', 'owners')`),
    check('final_statements_days_ck', sql`${t.toDay} >= ${t.fromDay}`),
  ],
);

/** Who may read a final statement: the tenant, or each of the previous owners. */
export const finalStatementReaders = pgTable(
  'final_statement_readers',
  {
    finalStatementId: integer()
      .notNull()
      .references(() => finalStatements.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.finalStatementId, t.userId] }),
    index('final_statement_readers_user_idx').on(t.userId),
  ],
);

/**
 * What was done to a unit's owners and tenant, and each 'borcu yoktur' letter given (PRODUCT.md
 * §16: "all recorded on the unit"): the kind, the day it took effect, who did it and the facts a
 * later reader needs (`details`: names, shares, the letter's balance).
 */
export const unitPartyEvents = pgTable(
  'unit_party_events',
  {
    id: serial().primaryKey(),
    unitId: integer()
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    kind: varchar({ length: 20 }).notNull(),
    day: date({ mode: 'string' }).notNull(),
    finalStatementId: integer().references(() => finalStatements.id, { onDelete: 'restrict' }),
    details: jsonb().notNull(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('unit_party_events_unit_idx').on(t.unitId, t.createdAt),
    check(
      'unit_party_events_kind_ck',
      sql`${t.kind} in ('owners_corrected', 'move_in', 'move_out', 'sale', 'clearance')`,
    ),
  ],
);

/**
 * A unit's icra takibi periods (PRODUCT.md §21), past and current: no late fee accrues on the days
 * from `startedOn` through `endedOn` (both included; open while `endedOn` is null). At most one is
 * open per unit, and a new one starts after the last one ended (the service checks). `units.enforcement`
 * mirrors whether one is open, for the lists that show and filter it.
 */
export const unitEnforcements = pgTable(
  'unit_enforcements',
  {
    id: serial().primaryKey(),
    unitId: integer()
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    startedOn: date({ mode: 'string' }).notNull(),
    endedOn: date({ mode: 'string' }),
    /** The icra dairesi, e.g. 'İstanbul 12. İcra Dairesi'. */
    office: varchar({ length: 200 }),
    fileNo: varchar({ length: 100 }),
    note: varchar({ length: 1000 }),
    endReason: varchar({ length: 500 }),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    endedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('unit_enforcements_unit_idx').on(t.unitId, t.startedOn),
    uniqueIndex('unit_enforcements_open_uq').on(t.unitId).where(sql`${t.endedOn} is null`),
    check('unit_enforcements_days_ck', sql`${t.endedOn} is null or ${t.endedOn} >= ${t.startedOn}`),
    check('unit_enforcements_end_ck', sql`(${t.endedOn} is null) = (${t.endReason} is null)`),
  ],
);
