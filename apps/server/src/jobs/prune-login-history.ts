import { and, inArray, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { loginHistory } from '../db/schema/index.js';
import { deleteInBatches, PRUNE_BATCH, startPeriodicPrune } from './periodic-prune.js';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Deletes sign-in attempts older than `retentionDays` (KVKK: login history incl. IP addresses is
 * kept for LoginHistoryRetentionDays, PRODUCT.md §9), in batches, and returns how many.
 *
 * Rows are written with the time of the attempt, so ids follow time and the oldest rows have the
 * lowest ids. Each batch looks only at the lowest ids (the primary key's order) and deletes those
 * past the cutoff; a batch that reaches a row still within retention ends the run. So a run with
 * nothing to delete reads one batch whatever the size of the table, without an index on time.
 * Several instances may run it at once: SKIP LOCKED lets each take rows the others are not
 * deleting.
 */
export function pruneLoginHistory(
  db: Db,
  retentionDays: number,
  now: Date = new Date(),
  batchSize: number = PRUNE_BATCH,
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  return deleteInBatches(async () => {
    const oldest = db
      .select({ id: loginHistory.id })
      .from(loginHistory)
      .orderBy(loginHistory.id)
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const gone = await db
      .delete(loginHistory)
      .where(and(inArray(loginHistory.id, oldest), lt(loginHistory.attemptedAtUtc, cutoff)))
      .returning({ id: loginHistory.id });
    return gone.length;
  }, batchSize);
}

/**
 * Prunes shortly after start and then hourly (retention is counted in days; an hourly run keeps
 * each run's deletes small), reading the retention from configuration on every run so a change
 * applies at the next one.
 */
export function startLoginHistoryPruning(app: FastifyInstance, intervalMs?: number): () => void {
  return startPeriodicPrune(
    app,
    {
      name: 'prune-login-history',
      what: 'login history past its retention',
      run: async () =>
        pruneLoginHistory(app.database.backgroundDb, await app.settings.int('LoginHistoryRetentionDays')),
    },
    intervalMs,
  );
}
