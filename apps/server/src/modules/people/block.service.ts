import { AppError, type BlockedPhoneDto, PEOPLE_MESSAGES } from '@aidat/shared';
import type { Db } from '../../db/client.js';
import { blockUser, unblockUser } from '../../lib/blocking.js';
import { administeredSiteIds } from '../../lib/guards.js';
import type { SessionUser } from '../../lib/sessions.js';
import { personInScope } from './people-access.js';
import { listBlockedUsers } from './people.repository.js';
import { toIso } from './time.js';

export const BLOCKED_MESSAGE = PEOPLE_MESSAGES.blocked;
export const UNBLOCKED_MESSAGE = PEOPLE_MESSAGES.unblocked;

/** Blocked users the actor may see: residents of their sites for an Admin, everyone for a SystemAdmin. */
export async function blockedPhones(db: Db, actor: SessionUser): Promise<BlockedPhoneDto[]> {
  const siteIds = await administeredSiteIds(db, actor);
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
    const person = await personInScope(tx, actor, userId, { lock: true });
    if (person.isBlocked) throw new AppError('Conflict', PEOPLE_MESSAGES.alreadyBlocked);
    await blockUser(tx, userId, actor.fullName);
  });
}

/** Unblocks a user (and resets their failure count); a user who is not blocked is a 409. */
export async function unblockPhone(db: Db, actor: SessionUser, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const person = await personInScope(tx, actor, userId, { lock: true });
    if (!person.isBlocked) throw new AppError('Conflict', PEOPLE_MESSAGES.notBlocked);
    await unblockUser(tx, userId, actor.fullName);
  });
}
