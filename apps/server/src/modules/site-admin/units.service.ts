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
import type { Db, DbOrTx } from '../../db/client.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { accessibleSiteIds, requireAccess } from '../../lib/access/access.js';
import type { SessionUser } from '../../lib/sessions.js';
import { lateFeeSettingsBySite, withSiteDuesShares } from '../ledger/public.js';
import { sitesByIds, toSiteDto } from '../system-sites/public.js';
import {
  type AdminUnitRow,
  adminUnit,
  insertUnit,
  landSharesOfSite,
  unitsOfSite,
  updateUnit,
} from './units.repository.js';

export function toAdminUnitDto(row: AdminUnitRow): AdminUnitWithSharesDto {
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
  };
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
export async function listUnits(db: DbOrTx, user: SessionUser, siteId: number): Promise<AdminUnitWithSharesDto[]> {
  await requireAccess(db, user, { kind: 'site', id: siteId });
  const rows = await unitsOfSite(db, siteId);
  return rows.sort(byBlockAndDoor).map(toAdminUnitDto);
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
    const row = await adminUnit(db, input.siteId, id);
    return toAdminUnitDto(row!);
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
    await db.transaction(async (tx) =>
      withSiteDuesShares(tx, unit.siteId, () =>
        updateUnit(tx, unit.siteId, unit.id, {
          block: input.block,
          doorNumber: input.doorNumber,
          squareMeters: input.squareMeters,
          roomCount: input.roomCount,
          landShareNumerator: input.landShareNumerator,
          landShareDenominator: input.landShareDenominator,
          enforcement: input.enforcement,
        }),
      ),
    );
  } catch (err) {
    if (isUniqueViolation(err))
      throw new AppError('Conflict', SITE_ADMIN_TEXTS.duplicateUnit, { details: { field: 'doorNumber' } });
    throw err;
  }
  return toAdminUnitDto((await adminUnit(db, unit.siteId, unit.id))!);
}

/** Whether the site's arsa payları add up to one, and how many units have none yet. */
export async function landShareTotal(db: DbOrTx, user: SessionUser, siteId: number): Promise<LandShareTotalDto> {
  await requireAccess(db, user, { kind: 'site', id: siteId });
  return summariseLandShares(await landSharesOfSite(db, siteId));
}
