import {
  AppError,
  type BulkCreateUnitsInput,
  type BulkCreateUnitsResult,
  detailsOfPath,
  SITE_ADMIN_TEXTS,
} from '@aidat/shared';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { requireAccess } from '../../lib/access/access.js';
import type { SessionUser } from '../../lib/sessions.js';
import { insertUnits, unitLabelsOfSite } from './units.repository.js';

/**
 * Saves a list of units of one site at once (its declared units after it was created, PRODUCT.md
 * §14): all or nothing. The body schema has checked every row and refused a block and door given
 * twice; a unit the site already has is a 409 naming it, and nothing is saved.
 */
export async function createUnits(
  db: Db,
  user: SessionUser,
  siteId: number,
  input: BulkCreateUnitsInput,
): Promise<BulkCreateUnitsResult> {
  await requireAccess(db, user, { kind: 'site', id: siteId });
  try {
    await db.transaction(async (tx) => {
      const existing = new Set((await unitLabelsOfSite(tx, siteId)).map((u) => `${u.block}\u0000${u.doorNumber}`));
      const i = input.units.findIndex((row) => existing.has(`${row.block}\u0000${row.doorNumber}`));
      const clash = input.units[i];
      if (clash)
        throw new AppError('Conflict', SITE_ADMIN_TEXTS.unitAlreadyExists(clash.block, clash.doorNumber), {
          details: detailsOfPath(['units', i, 'doorNumber']),
        });
      await insertUnits(tx, siteId, input.units);
    });
  } catch (err) {
    // A unit added by someone else since the check above: the unique index refuses the whole list.
    if (isUniqueViolation(err)) throw new AppError('Conflict', SITE_ADMIN_TEXTS.duplicateUnit);
    throw err;
  }
  return { siteId, created: input.units.length };
}
