import { inArray, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { otpCodes } from '../db/schema/index.js';
import { deleteInBatches, PRUNE_BATCH, startPeriodicPrune } from './periodic-prune.js';

/**
 * How long a code row is kept after it expired. A code lives at most OtpTtlMinutes (≤ 60) and is
 * single use, so after a day nothing can use it; the day only leaves room to look at a recent
 * sign-in problem. Login history, the audit trail administrators read in the user history dialog,
 * has its own retention (prune-login-history.ts).
 */
export const OTP_RETENTION_MS = 24 * 60 * 60_000;

/**
 * Deletes codes that expired more than OTP_RETENTION_MS ago (used or not: a consumed code expired
 * too, since it was consumed before its expiry), in batches. Several instances may run it at once:
 * SKIP LOCKED lets each take rows the others are not deleting, and a delete of a row already gone
 * simply finds nothing. Returns how many rows this call deleted.
 */
export function pruneOtpCodes(db: Db, now: Date = new Date(), batchSize: number = PRUNE_BATCH): Promise<number> {
  const cutoff = new Date(now.getTime() - OTP_RETENTION_MS);
  return deleteInBatches(async () => {
    const batch = db
      .select({ id: otpCodes.id })
      .from(otpCodes)
      .where(lt(otpCodes.expiresAt, cutoff))
      .orderBy(otpCodes.id)
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const gone = await db.delete(otpCodes).where(inArray(otpCodes.id, batch)).returning({ id: otpCodes.id });
    return gone.length;
  }, batchSize);
}

/** Prunes shortly after start and then hourly. */
export function startOtpPruning(app: FastifyInstance, intervalMs?: number): () => void {
  return startPeriodicPrune(
    app,
    { name: 'prune-otp-codes', what: 'expired one-time codes', run: () => pruneOtpCodes(app.db) },
    intervalMs,
  );
}
