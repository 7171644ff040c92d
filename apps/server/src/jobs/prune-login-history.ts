import { and, inArray, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { loginHistory } from '../db/schema/index.js';
import { timeJob } from '../lib/metrics.js';

const DAY_MS = 24 * 60 * 60_000;
/** Rows per DELETE: short statements keep row locks and WAL bursts small on a large backlog. */
export const LOGIN_HISTORY_PRUNE_BATCH = 1000;
/** Retention is counted in days; an hourly run keeps each run's deletes small. */
export const LOGIN_HISTORY_PRUNE_INTERVAL_MS = 60 * 60_000;

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
export async function pruneLoginHistory(
  db: Db,
  retentionDays: number,
  now: Date = new Date(),
  batchSize: number = LOGIN_HISTORY_PRUNE_BATCH,
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  let deleted = 0;
  for (;;) {
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
    deleted += gone.length;
    if (gone.length < batchSize) return deleted;
  }
}

/**
 * Prunes shortly after start and then every LOGIN_HISTORY_PRUNE_INTERVAL_MS, reading the
 * retention from configuration on every run so a change applies at the next one. A failed run
 * is logged and tried again at the next tick; the timer never keeps the process alive.
 */
export function startLoginHistoryPruning(
  app: FastifyInstance,
  intervalMs: number = LOGIN_HISTORY_PRUNE_INTERVAL_MS,
): () => void {
  const prune = () =>
    timeJob('prune-login-history', async () =>
      pruneLoginHistory(app.database.backgroundDb, await app.settings.int('LoginHistoryRetentionDays')),
    ).then(
      (deleted) => {
        if (deleted > 0) app.log.info({ deleted }, 'login history past its retention pruned');
      },
      (err) => app.log.error({ err }, 'pruning login history failed'),
    );
  void prune();
  const timer = setInterval(prune, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
