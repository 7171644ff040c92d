import {
  AppError,
  type AdminSiteDto,
  type AdminUnitDto,
  type CreateUnitInput,
  kurusToLira,
  SITE_ADMIN_TEXTS,
} from '@aidat/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { accessibleSiteIds, requireAccess } from '../../lib/access/access.js';
import type { SessionUser } from '../../lib/sessions.js';
import { sitesByIds, toSiteDto } from '../system-sites/public.js';
import { byBlockAndDoor, natural } from './natural-order.js';
import { type AdminUnitRow, adminUnit, insertUnit, unitsOfSite } from './units.repository.js';

export function toAdminUnitDto(row: AdminUnitRow): AdminUnitDto {
  return {
    id: row.id,
    siteId: row.siteId,
    block: row.block,
    doorNumber: row.doorNumber,
    squareMeters: row.squareMeters,
    roomCount: row.roomCount,
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
  return rows.map(toSiteDto).sort((a, b) => natural.compare(a.name, b.name) || a.id - b.id);
}

/** Units of one site by block then door number, each with its resident and balance. */
export async function listUnits(db: DbOrTx, user: SessionUser, siteId: number): Promise<AdminUnitDto[]> {
  await requireAccess(db, user, { kind: 'site', id: siteId });
  const rows = await unitsOfSite(db, siteId);
  return rows.sort(byBlockAndDoor).map(toAdminUnitDto);
}

/** Adds a unit; the same block and door twice in a site is a 409 (the unique index decides). */
export async function createUnit(db: Db, user: SessionUser, input: CreateUnitInput): Promise<AdminUnitDto> {
  await requireAccess(db, user, { kind: 'site', id: input.siteId });
  try {
    const { id } = await insertUnit(db, input);
    const row = await adminUnit(db, input.siteId, id);
    return toAdminUnitDto(row!);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('Conflict', SITE_ADMIN_TEXTS.duplicateUnit);
    throw err;
  }
}
