import { ACCESS_MESSAGES, AppError } from '@aidat/shared';
import type { DbOrTx } from '../../db/client.js';
import { administeredSiteIds } from '../../lib/guards.js';
import type { SessionUser } from '../../lib/sessions.js';
import { findPerson, isResidentOfSites, lockPerson, type PersonRow } from './people.repository.js';

export const USER_NOT_FOUND = ACCESS_MESSAGES.userNotFound;
const NOT_YOUR_SITE = ACCESS_MESSAGES.notYourResident;

/**
 * The user an actor may act on: unknown ids are 404; a SystemAdmin reaches everyone, an Admin
 * only residents of the sites they administer (403 otherwise).
 * With `lock`, the row stays locked for the rest of the transaction.
 */
export async function personInScope(
  db: DbOrTx,
  actor: SessionUser,
  userId: number,
  opts: { lock?: boolean } = {},
): Promise<PersonRow> {
  const person = opts.lock ? await lockPerson(db, userId) : await findPerson(db, userId);
  if (!person) throw new AppError('NotFound', USER_NOT_FOUND);
  const siteIds = await administeredSiteIds(db, actor);
  if (siteIds === null) return person;
  if (!(await isResidentOfSites(db, userId, siteIds))) throw new AppError('Forbidden', NOT_YOUR_SITE);
  return person;
}
