import type { Tx } from '../../db/client.js';
import { blockUser, SYSTEM_ACTOR } from '../../lib/blocking.js';
import { incrementFailedLogins, insertLoginHistory, resetFailedLogins } from './auth.repository.js';

/** No user has this id (ids start at 1): tries for nobody run the same update and find no row. */
export const NO_USER_ID = 0;

export interface AttemptContext {
  userId: number | null;
  attemptType: number;
  ipAddress: string;
}

/**
 * Writes a failed attempt to login history and counts it against the account, whoever tries.
 * Reaching AccountBlockAfterFailures consecutive failures blocks the user in the same
 * transaction: flag, block-history row by 'Sistem' and the end of every session. The per-address
 * lock (address-lock.ts) is what stops a single guesser long before that. Returns whether the
 * user is now blocked.
 */
export async function recordFailedAttempt(
  tx: Tx,
  attempt: AttemptContext,
  reason: string,
  blockAfterFailures: number,
): Promise<{ blocked: boolean }> {
  await insertLoginHistory(tx, { ...attempt, isSuccess: false, failureReason: reason });
  // Run for nobody too, so a try on an unknown phone does the same work as on a known one.
  const counted = await incrementFailedLogins(tx, attempt.userId ?? NO_USER_ID);
  if (!counted || attempt.userId === null) return { blocked: false };
  if (counted.isBlocked) return { blocked: true };
  if (counted.failedLoginCount >= blockAfterFailures) {
    await blockUser(tx, attempt.userId, SYSTEM_ACTOR);
    return { blocked: true };
  }
  return { blocked: false };
}

/**
 * A try refused before any comparison (a blocked user, a locked address, a used-up code):
 * history only, it counts for nothing.
 */
export async function recordRefusedAttempt(tx: Tx, attempt: AttemptContext, reason: string): Promise<void> {
  await insertLoginHistory(tx, { ...attempt, isSuccess: false, failureReason: reason });
}

/** A success ends the run of consecutive failures. */
export async function recordSuccessfulAttempt(tx: Tx, attempt: AttemptContext & { userId: number }): Promise<void> {
  await insertLoginHistory(tx, { ...attempt, isSuccess: true, failureReason: null });
  await resetFailedLogins(tx, attempt.userId);
}
