import { inArray, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { otpCodes } from '../db/schema/index.js';
import { timeJob } from '../lib/metrics.js';

/**
 * How long a code row is kept after it expired. A code lives at most OtpTtlMinutes (≤ 60) and is
 * single use, so after a day nothing can use it; the day only leaves room to look at a recent
 * sign-in problem. Login history, the audit trail administrators read in the user history dialog,
 * has its own retention (prune-login-history.ts).
 */
export const OTP_RETENTION_MS = 24 * 60 * 60_000;
/** Rows per DELETE: short statements keep row locks and WAL bursts small on a large backlog. */
export const OTP_PRUNE_BATCH = 1000;
export const OTP_PRUNE_INTERVAL_MS = 60 * 60_000;

/**
 * Deletes codes that expired more than OTP_RETENTION_MS ago (used or not: a consumed code expired
 * too, since it was consumed before its expiry), in batches. Several instances may run it at once:
 * SKIP LOCKED lets each take rows the others are not deleting, and a delete of a row already gone
 * simply finds nothing. Returns how many rows this call deleted.
 */
export async function pruneOtpCodes(
  db: Db,
  now: Date = new Date(),
  batchSize: number = OTP_PRUNE_BATCH,
): Promise<number> {
  const cutoff = new Date(now.getTime() - OTP_RETENTION_MS);
  let deleted = 0;
  for (;;) {
    const batch = db
      .select({ id: otpCodes.id })
      .from(otpCodes)
      .where(lt(otpCodes.expiresAt, cutoff))
      .orderBy(otpCodes.id)
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const gone = await db.delete(otpCodes).where(inArray(otpCodes.id, batch)).returning({ id: otpCodes.id });
    deleted += gone.length;
    if (gone.length < batchSize) return deleted;
  }
}

/**
 * Prunes shortly after start and then every OTP_PRUNE_INTERVAL_MS. A failed run is logged and
 * tried again at the next tick; the timer is unref'd so it never keeps the process alive.
 */
export function startOtpPruning(app: FastifyInstance, intervalMs: number = OTP_PRUNE_INTERVAL_MS): () => void {
  const prune = () =>
    timeJob('prune-otp-codes', () => pruneOtpCodes(app.db)).then(
      (deleted) => {
        if (deleted > 0) app.log.info({ deleted }, 'expired one-time codes pruned');
      },
      (err) => app.log.error({ err }, 'pruning one-time codes failed'),
    );
  void prune();
  const timer = setInterval(prune, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
