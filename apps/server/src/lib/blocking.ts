import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { blockHistory, users } from '../db/schema/index.js';
import { destroyUserSessions } from './sessions.js';

/** Who an automatic block is attributed to in the block history. */
export const SYSTEM_ACTOR = 'Sistem';

/**
 * Blocks a user: the flag, a block-history row and the end of every session, together.
 * Call inside a transaction so all three land or none does. `actorUserId` is null for the system.
 */
export async function blockUser(
  tx: DbOrTx,
  userId: number,
  actorName: string,
  actorUserId: number | null = null,
): Promise<void> {
  await tx.update(users).set({ isBlocked: true }).where(eq(users.id, userId));
  await tx.insert(blockHistory).values({ userId, isBlocked: true, updatedBy: actorName, updatedByUserId: actorUserId });
  await destroyUserSessions(tx, userId);
}

/** Unblocks a user and resets the consecutive-failure count, with a block-history row. */
export async function unblockUser(
  tx: DbOrTx,
  userId: number,
  actorName: string,
  actorUserId: number | null = null,
): Promise<void> {
  await tx.update(users).set({ isBlocked: false, failedLoginCount: 0 }).where(eq(users.id, userId));
  await tx
    .insert(blockHistory)
    .values({ userId, isBlocked: false, updatedBy: actorName, updatedByUserId: actorUserId });
}
