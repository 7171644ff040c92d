import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { deleteKeysBefore } from '../lib/idempotency/idempotency.repository.js';

/**
 * How long an Idempotency-Key is remembered. A client repeats a submit within seconds or, after a
 * lost connection, minutes; a day covers that with room to spare and keeps the table small.
 */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60_000;
/** Rows per DELETE: short statements keep row locks and WAL bursts small on a large backlog. */
export const IDEMPOTENCY_PRUNE_BATCH = 1000;
export const IDEMPOTENCY_PRUNE_INTERVAL_MS = 60 * 60_000;

/** Deletes keys older than IDEMPOTENCY_RETENTION_MS in batches; returns how many this call deleted. */
export async function pruneIdempotencyKeys(
  db: Db,
  now: Date = new Date(),
  batchSize: number = IDEMPOTENCY_PRUNE_BATCH,
): Promise<number> {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS);
  let deleted = 0;
  for (;;) {
    const gone = await deleteKeysBefore(db, cutoff, batchSize);
    deleted += gone;
    if (gone < batchSize) return deleted;
  }
}

/** Prunes shortly after start and then hourly; a failed run is logged and tried at the next tick. */
export function startIdempotencyPruning(
  app: FastifyInstance,
  intervalMs: number = IDEMPOTENCY_PRUNE_INTERVAL_MS,
): () => void {
  const prune = () =>
    pruneIdempotencyKeys(app.db).then(
      (deleted) => {
        if (deleted > 0) app.log.info({ deleted }, 'expired idempotency keys pruned');
      },
      (err) => app.log.error({ err }, 'pruning idempotency keys failed'),
    );
  void prune();
  const timer = setInterval(prune, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
