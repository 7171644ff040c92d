import type { Tx } from '../../db/client.js';
import { blockUser, SYSTEM_ACTOR } from '../../lib/blocking.js';
import { incrementFailedLogins, insertLoginHistory, resetFailedLogins } from './auth.repository.js';

export interface AttemptContext {
  userId: number | null;
  attemptType: number;
  ipAddress: string;
}

/**
 * Writes a failed attempt to login history and counts it against the user. Reaching
 * MaxFailedLoginAttempts consecutive failures blocks the user in the same transaction: flag,
 * block-history row by 'Sistem' and the end of every session. Returns whether the user is now blocked.
 */
export async function recordFailedAttempt(
  tx: Tx,
  attempt: AttemptContext,
  reason: string,
  maxFailedAttempts: number,
): Promise<{ blocked: boolean }> {
  await insertLoginHistory(tx, { ...attempt, isSuccess: false, failureReason: reason });
  if (attempt.userId === null) return { blocked: false };
  const counted = await incrementFailedLogins(tx, attempt.userId);
  if (!counted) return { blocked: false };
  if (counted.isBlocked) return { blocked: true };
  if (counted.failedLoginCount >= maxFailedAttempts) {
    await blockUser(tx, attempt.userId, SYSTEM_ACTOR);
    return { blocked: true };
  }
  return { blocked: false };
}

/** A refused attempt of an already blocked user: history only, the count no longer matters. */
export async function recordBlockedAttempt(tx: Tx, attempt: AttemptContext, reason: string): Promise<void> {
  await insertLoginHistory(tx, { ...attempt, isSuccess: false, failureReason: reason });
}

/** A success ends the run of consecutive failures. */
export async function recordSuccessfulAttempt(tx: Tx, attempt: AttemptContext & { userId: number }): Promise<void> {
  await insertLoginHistory(tx, { ...attempt, isSuccess: true, failureReason: null });
  await resetFailedLogins(tx, attempt.userId);
}
