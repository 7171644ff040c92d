import { AppError, SITE_ADMIN_TEXTS } from '@aidat/shared';
import type { DbOrTx } from '../../db/client.js';
import { assertSiteAccess } from '../../lib/guards.js';
import type { SessionUser } from '../../lib/sessions.js';
import { findUnitSite } from './units.repository.js';

/**
 * Resolves a unit id to its site and checks the caller may act there: unknown unit → 404,
 * a unit of a site the Admin does not administer → 403. Returns the unit's site id.
 */
export async function assertUnitAccess(
  db: DbOrTx,
  user: SessionUser,
  unitId: number,
): Promise<{ unitId: number; siteId: number }> {
  const unit = await findUnitSite(db, unitId);
  if (!unit) throw new AppError('NotFound', SITE_ADMIN_TEXTS.unitNotFound);
  await assertSiteAccess(db, user, unit.siteId);
  return unit;
}
