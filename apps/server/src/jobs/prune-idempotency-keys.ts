import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { deleteKeysBefore } from '../lib/idempotency/idempotency.repository.js';
import { deleteInBatches, PRUNE_BATCH, startPeriodicPrune } from './periodic-prune.js';

/**
 * How long an Idempotency-Key is remembered. A client repeats a submit within seconds or, after a
 * lost connection, minutes; a day covers that with room to spare and keeps the table small.
 */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60_000;

/** Deletes keys older than IDEMPOTENCY_RETENTION_MS in batches; returns how many this call deleted. */
export function pruneIdempotencyKeys(db: Db, now: Date = new Date(), batchSize: number = PRUNE_BATCH): Promise<number> {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS);
  return deleteInBatches(() => deleteKeysBefore(db, cutoff, batchSize), batchSize);
}

/** Prunes shortly after start and then hourly. */
export function startIdempotencyPruning(app: FastifyInstance, intervalMs?: number): () => void {
  return startPeriodicPrune(
    app,
    { name: 'prune-idempotency-keys', what: 'expired idempotency keys', run: () => pruneIdempotencyKeys(app.db) },
    intervalMs,
  );
}
