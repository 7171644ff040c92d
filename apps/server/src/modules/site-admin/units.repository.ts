import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { ledgerTransactions, sites, units, users } from '../../db/schema/index.js';
import { balanceSum, unitAccruesFees } from '../ledger/public.js';

export interface AdminUnitRow {
  id: number;
  siteId: number;
  block: string;
  doorNumber: string;
  squareMeters: number;
  roomCount: number;
  landShareNumerator: number | null;
  landShareDenominator: number | null;
  enforcement: boolean;
  /** The open icra period's first day (PRODUCT.md §21); null when not under icra. */
  enforcementStartedAt: string | null;
  residentId: number | null;
  residentFullName: string | null;
  residentEmail: string | null;
  residentPhone: string | null;
  balanceKurus: number;
  /** Whether late fees may accrue on the unit (its site charges them): only then are they read. */
  feesOn: boolean;
  /** The site's payment code, which starts the unit's payment reference. */
  sitePaymentCode: string;
}

const adminUnitColumns = {
  id: units.id,
  siteId: units.siteId,
  block: units.block,
  doorNumber: units.doorNumber,
  squareMeters: units.squareMeters,
  roomCount: units.roomCount,
  landShareNumerator: units.landShareNumerator,
  landShareDenominator: units.landShareDenominator,
  enforcement: units.enforcement,
  enforcementStartedAt: sql<string | null>`(select e.started_on::text from unit_enforcements e
    where e.unit_id = "units"."id" and e.ended_on is null)`,
  residentId: users.id,
  // The name and e-mail the manager typed (PRODUCT.md §4), never the linked user's own; the phone
  // is the one the manager typed too, as the link is made by it.
  residentFullName: units.residentFullName,
  residentEmail: units.residentEmail,
  residentPhone: users.phone,
  sitePaymentCode: sites.paymentCode,
  balanceKurus: balanceSum(),
  feesOn: unitAccruesFees,
};

/** Units of a site with their resident and total balance, in one grouped query (unordered). */
export async function unitsOfSite(db: DbOrTx, siteId: number): Promise<AdminUnitRow[]> {
  return db
    .select(adminUnitColumns)
    .from(units)
    .innerJoin(sites, eq(sites.id, units.siteId))
    .leftJoin(users, eq(users.id, units.residentUserId))
    .leftJoin(ledgerTransactions, eq(ledgerTransactions.unitId, units.id))
    .where(eq(units.siteId, siteId))
    .groupBy(units.id, users.id, sites.id);
}

/** One unit of a site as the admin listing shows it. */
export async function adminUnit(db: DbOrTx, siteId: number, unitId: number): Promise<AdminUnitRow | undefined> {
  const [row] = await db
    .select(adminUnitColumns)
    .from(units)
    .innerJoin(sites, eq(sites.id, units.siteId))
    .leftJoin(users, eq(users.id, units.residentUserId))
    .leftJoin(ledgerTransactions, eq(ledgerTransactions.unitId, units.id))
    .where(and(eq(units.siteId, siteId), eq(units.id, unitId)))
    .groupBy(units.id, users.id, sites.id);
  return row;
}

export async function insertUnit(
  db: DbOrTx,
  values: { siteId: number; block: string; doorNumber: string; squareMeters: number; roomCount: number },
): Promise<{ id: number }> {
  const [row] = await db.insert(units).values(values).returning({ id: units.id });
  return row;
}

/** Inserts a site's units in statements of at most 1,000 rows; the unique block and door index may refuse them. */
export async function insertUnits(
  db: DbOrTx,
  siteId: number,
  rows: ReadonlyArray<{ block: string; doorNumber: string; squareMeters: number; roomCount: number }>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) {
    await db.insert(units).values(rows.slice(i, i + 1000).map((row) => ({ ...row, siteId })));
  }
}

/** The block and door of every unit of a site. */
export async function unitLabelsOfSite(db: DbOrTx, siteId: number): Promise<{ block: string; doorNumber: string }[]> {
  return db.select({ block: units.block, doorNumber: units.doorNumber }).from(units).where(eq(units.siteId, siteId));
}

/**
 * What the manager edits on a unit (PUT); a share left undefined keeps its stored value. The
 * 'icra takibinde' flag is not among them: it follows the unit's icra periods (modules/enforcement).
 */
export interface UnitChanges {
  block: string;
  doorNumber: string;
  squareMeters: number;
  roomCount: number;
  landShareNumerator?: number | null;
  landShareDenominator?: number | null;
}

/** Changes a unit of the given site; the unique block and door index may refuse it. */
export async function updateUnit(db: DbOrTx, siteId: number, unitId: number, changes: UnitChanges): Promise<void> {
  // drizzle leaves undefined fields out of the SET list, which is what "left out keeps" means.
  await db
    .update(units)
    .set(changes)
    .where(and(eq(units.siteId, siteId), eq(units.id, unitId)));
}

/** Every unit's arsa payı in a site, for the check that they add up to one. */
export async function landSharesOfSite(
  db: DbOrTx,
  siteId: number,
): Promise<{ landShareNumerator: number | null; landShareDenominator: number | null }[]> {
  return db
    .select({ landShareNumerator: units.landShareNumerator, landShareDenominator: units.landShareDenominator })
    .from(units)
    .where(eq(units.siteId, siteId));
}

/** The user living in a unit now, locked with the unit until the transaction ends. */
export async function unitResidentId(db: DbOrTx, unitId: number): Promise<number | null> {
  const [row] = await db
    .select({ residentUserId: units.residentUserId })
    .from(units)
    .where(eq(units.id, unitId))
    .for('update');
  return row?.residentUserId ?? null;
}

/** The resident of a unit: the user linked and their name and e-mail as the manager typed them. */
export interface UnitResidentLink {
  userId: number;
  fullName: string;
  email: string | null;
}

/** Links (or with null unlinks, clearing the typed name and e-mail) the resident of a unit of the given site. */
export async function setUnitResident(
  db: DbOrTx,
  siteId: number,
  unitId: number,
  resident: UnitResidentLink | null,
): Promise<void> {
  await db
    .update(units)
    .set({
      residentUserId: resident?.userId ?? null,
      residentFullName: resident?.fullName ?? null,
      residentEmail: resident?.email ?? null,
    })
    .where(and(eq(units.siteId, siteId), eq(units.id, unitId)));
}
