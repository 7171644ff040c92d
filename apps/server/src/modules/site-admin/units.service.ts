import {
  AppError,
  type AdminSiteDto,
  type AdminUnitWithSharesDto,
  byBlockAndDoor,
  type CreateUnitInput,
  kurusToLira,
  type LandShareTotalDto,
  naturalCollator,
  paymentReference,
  SITE_ADMIN_TEXTS,
  summariseLandShares,
  type UpdateUnitInput,
} from '@aidat/shared';
import { alongsideInSnapshot } from '../../db/alongside-in-snapshot.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { siteUnitIdList } from '../../db/site-unit-ids.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { accessibleSiteIds, requireAccess } from '../../lib/access/access.js';
import type { SessionUser } from '../../lib/sessions.js';
import { setEnforcementToday } from '../enforcement/public.js';
import {
  accruedByUnit,
  accruedLateFees,
  accruedLateFeesOf,
  lateFeeSettingsBySite,
  withSiteDuesShares,
} from '../ledger/public.js';
import { sitesByIds, toSiteDto } from '../system-sites/public.js';
import {
  type AdminUnitRow,
  adminUnit,
  insertUnit,
  landSharesOfSite,
  unitsOfSite,
  updateUnit,
} from './units.repository.js';

/** A unit as the manager's screens list it; `accruedKurus` is its late fees accrued to today. */
function toAdminUnitDto(row: AdminUnitRow, accruedKurus: number): AdminUnitWithSharesDto {
  return {
    id: row.id,
    siteId: row.siteId,
    block: row.block,
    doorNumber: row.doorNumber,
    paymentReference: paymentReference(row.sitePaymentCode, row.block, row.doorNumber),
    squareMeters: row.squareMeters,
    roomCount: row.roomCount,
    landShareNumerator: row.landShareNumerator,
    landShareDenominator: row.landShareDenominator,
    enforcement: row.enforcement,
    enforcementStartedAt: row.enforcementStartedAt,
    resident:
      row.residentId === null
        ? null
        : {
            id: row.residentId,
            fullName: row.residentFullName ?? '',
            email: row.residentEmail,
            phone: row.residentPhone,
          },
    outstanding: kurusToLira(row.balanceKurus),
    lateFeeAccrued: kurusToLira(accruedKurus),
  };
}

/**
 * Units read with their late fees accrued to today (PRODUCT.md §12: what is owed is shown as of
 * today), the way the debtor list reads them: in one read-only snapshot, so a payment between the
 * two reads cannot show its fees both posted and accrued. Only units that can accrue fees are
 * asked about: most sites charge none and pay nothing for them.
 */
async function adminUnitsAsOfToday(
  db: Db,
  read: (tx: DbOrTx) => Promise<AdminUnitRow[]>,
  now: Date = new Date(),
): Promise<AdminUnitWithSharesDto[]> {
  const [rows, accrued] = await db.transaction(
    async (tx) => {
      const units = await read(tx);
      const withFees = units.filter((u) => u.feesOn).map((u) => u.id);
      return [units, accruedByUnit(await accruedLateFeesOf(tx, withFees, now))] as const;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return rows.map((row) => toAdminUnitDto(row, accrued.get(row.id) ?? 0));
}

/** One unit of a site as the unit list shows it, after a change to it. */
export async function adminUnitAsOfToday(db: Db, siteId: number, unitId: number): Promise<AdminUnitWithSharesDto> {
  const [unit] = await adminUnitsAsOfToday(db, async (tx) => {
    const row = await adminUnit(tx, siteId, unitId);
    return row ? [row] : [];
  });
  return unit;
}

/** The caller's sites: those an Admin administers, every site for a SystemAdmin. */
export async function listAdminSites(db: DbOrTx, user: SessionUser): Promise<AdminSiteDto[]> {
  const rows = await sitesByIds(db, await accessibleSiteIds(db, user));
  const lateFees = await lateFeeSettingsBySite(
    db,
    rows.map((r) => r.id),
  );
  return rows
    .map((row) => ({ ...toSiteDto(row), lateFee: lateFees.get(row.id) }))
    .sort((a, b) => naturalCollator.compare(a.name, b.name) || a.id - b.id);
}

/** Units of one site by block then door number, each with its resident and balance. */
export async function listUnits(
  db: Db,
  user: SessionUser,
  siteId: number,
  now: Date = new Date(),
): Promise<AdminUnitWithSharesDto[]> {
  await requireAccess(db, user, { kind: 'site', id: siteId });
  // The site's fees accrued to today read beside its units, in the same snapshot, on a second
  // connection (db/alongside-in-snapshot.ts): at 2,000 units each is a statement of its own.
  const [rows, accrued] = await db.transaction(
    async (tx) => {
      const [fees, units] = await alongsideInSnapshot(
        db,
        tx,
        async (snapshot) => accruedLateFees(snapshot, await siteUnitIdList(snapshot, siteId), now),
        () => unitsOfSite(tx, siteId),
      );
      return [units, accruedByUnit(fees)] as const;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return rows.map((row) => toAdminUnitDto(row, accrued.get(row.id) ?? 0)).sort(byBlockAndDoor);
}

/**
 * Adds a unit; the same block and door twice in a site is a 409 (the unique index decides). When
 * the site's dues are a split total, the units' parts are worked out again with the new unit.
 */
export async function createUnit(db: Db, user: SessionUser, input: CreateUnitInput): Promise<AdminUnitWithSharesDto> {
  await requireAccess(db, user, { kind: 'site', id: input.siteId });
  try {
    const id = await db.transaction(async (tx) =>
      withSiteDuesShares(tx, input.siteId, async () => (await insertUnit(tx, input)).id),
    );
    return await adminUnitAsOfToday(db, input.siteId, id);
  } catch (err) {
    if (isUniqueViolation(err))
      throw new AppError('Conflict', SITE_ADMIN_TEXTS.duplicateUnit, { details: { field: 'doorNumber' } });
    throw err;
  }
}

/**
 * Edits a unit (PUT): labels, sizes and, when given, its arsa payı and 'icra takibinde' flag.
 * Another unit of the site with the same block and door is the same 409 as on create. A split
 * dues total is worked out again over the units as edited (m² and arsa payı weigh in it); an edit
 * that leaves nothing to split by (no m² at all) is splitTotal's 400 and changes nothing.
 */
export async function editUnit(
  db: Db,
  user: SessionUser,
  unitId: number,
  input: UpdateUnitInput,
): Promise<AdminUnitWithSharesDto> {
  const unit = await requireAccess(db, user, { kind: 'unit', id: unitId });
  try {
    await db.transaction(async (tx) => {
      await withSiteDuesShares(tx, unit.siteId, () =>
        updateUnit(tx, unit.siteId, unit.id, {
          block: input.block,
          doorNumber: input.doorNumber,
          squareMeters: input.squareMeters,
          roomCount: input.roomCount,
          landShareNumerator: input.landShareNumerator,
          landShareDenominator: input.landShareDenominator,
        }),
      );
      // PRODUCT.md §21: the flag starts icra today or ends it today, recorded as a period.
      if (input.enforcement !== undefined) await setEnforcementToday(tx, user, unit.id, input.enforcement);
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw new AppError('Conflict', SITE_ADMIN_TEXTS.duplicateUnit, { details: { field: 'doorNumber' } });
    throw err;
  }
  return adminUnitAsOfToday(db, unit.siteId, unit.id);
}

/** Whether the site's arsa payları add up to one, and how many units have none yet. */
export async function landShareTotal(db: DbOrTx, user: SessionUser, siteId: number): Promise<LandShareTotalDto> {
  await requireAccess(db, user, { kind: 'site', id: siteId });
  return summariseLandShares(await landSharesOfSite(db, siteId));
}
