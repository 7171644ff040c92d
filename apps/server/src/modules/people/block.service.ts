import { AppError, type BlockedPhoneDto, PEOPLE_MESSAGES } from '@aidat/shared';
import type { Db } from '../../db/client.js';
import { blockUser, unblockUser } from '../../lib/blocking.js';
import { accessibleSiteIds, requireAccess } from '../../lib/access/access.js';
import type { SessionUser } from '../../lib/sessions.js';
import { listBlockedUsers, lockPerson } from './people.repository.js';
import { toIso } from './time.js';

export const BLOCKED_MESSAGE = PEOPLE_MESSAGES.blocked;
export const UNBLOCKED_MESSAGE = PEOPLE_MESSAGES.unblocked;

/** Blocked users the actor may see: residents of their sites for an Admin, everyone for a SystemAdmin. */
export async function blockedPhones(db: Db, actor: SessionUser): Promise<BlockedPhoneDto[]> {
  const siteIds = await accessibleSiteIds(db, actor);
  const rows = await listBlockedUsers(db, siteIds);
  return rows.map((r) => ({
    id: r.id,
    fullName: r.fullName,
    phone: r.phone,
    blockedAtUtc: r.blockedAt ? toIso(r.blockedAt) : null,
  }));
}

/**
 * Blocks a user by hand: the flag, a history row naming the actor, and the end of every session.
 * Blocking a blocked user is a 409 rather than a second history row, so the history only
 * records real changes and a stale screen learns that someone else acted first.
 */
export async function blockPhone(db: Db, actor: SessionUser, userId: number): Promise<void> {
  if (userId === actor.id) throw new AppError('Forbidden', PEOPLE_MESSAGES.cannotBlockSelf);
  await db.transaction(async (tx) => {
    // Locked first, so that the checks below and the change see the same row.
    const person = await lockPerson(tx, userId);
    await requireAccess(tx, actor, { kind: 'person', id: userId });
    if (person?.isBlocked) throw new AppError('Conflict', PEOPLE_MESSAGES.alreadyBlocked);
    await blockUser(tx, userId, actor.fullName, actor.id);
  });
}

/** Unblocks a user (and resets their failure count); a user who is not blocked is a 409. */
export async function unblockPhone(db: Db, actor: SessionUser, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const person = await lockPerson(tx, userId);
    await requireAccess(tx, actor, { kind: 'person', id: userId, action: 'unblock' });
    if (!person?.isBlocked) throw new AppError('Conflict', PEOPLE_MESSAGES.notBlocked);
    await unblockUser(tx, userId, actor.fullName, actor.id);
  });
}
